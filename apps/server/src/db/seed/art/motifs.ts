/**
 * Woven and printed motifs drawn around (0, 0) in a box about 100 units wide, so callers can
 * place them with translate/scale/rotate.
 */

export const PAISLEY_OUTLINE =
  "M2 46 C-26 47 -42 28 -38 4 C-34 -20 -14 -30 2 -38 C12 -43 18 -50 16 -56 C30 -48 34 -36 28 -26 " +
  "C40 -12 44 8 36 24 C28 40 16 46 2 46 Z";

/** Mango (ambi): filled drop with a curled tip, an inner outline and a flower in its belly. */
export function paisley(fill: string, line: string): string {
  return `<g>
  <path d="${PAISLEY_OUTLINE}" fill="${fill}"/>
  <path d="${PAISLEY_OUTLINE}" fill="none" stroke="${line}" stroke-width="2.2" transform="translate(0 8) scale(0.72)"/>
  <path d="${PAISLEY_OUTLINE}" fill="none" stroke="${line}" stroke-width="2.6" stroke-dasharray="0.1 6" stroke-linecap="round" transform="translate(0 12) scale(0.5)"/>
  ${flower(line, fill, 0, 18, 0.9)}
</g>`;
}

/** Six petals and a round heart: the small butti scattered over a saree body. */
export function flower(fill: string, heart: string, x = 0, y = 0, scale = 1): string {
  const petals = [0, 60, 120, 180, 240, 300]
    .map((angle) => `<ellipse cx="0" cy="-9" rx="4.2" ry="8" transform="rotate(${angle})"/>`)
    .join("");
  return `<g transform="translate(${x} ${y}) scale(${scale})"><g fill="${fill}">${petals}</g><circle r="4" fill="${heart}"/></g>`;
}

/** Chanderi's gold coin (asharfi) butti. */
export function coin(fill: string, line: string): string {
  return `<g><circle r="8" fill="${fill}"/><circle r="5.2" fill="none" stroke="${line}" stroke-width="1.3"/><circle r="1.8" fill="${line}"/></g>`;
}

/** An embroidered sprig: a curved stem, three leaves and a bud. */
export function sprig(stem: string, bloom: string): string {
  return `<g>
  <path d="M0 14 C-2 4 2 -4 0 -12" fill="none" stroke="${stem}" stroke-width="1.6" stroke-linecap="round"/>
  <ellipse cx="-5" cy="6" rx="5" ry="2.4" transform="rotate(-30 -5 6)" fill="${stem}"/>
  <ellipse cx="5" cy="0" rx="5" ry="2.4" transform="rotate(30 5 0)" fill="${stem}"/>
  <ellipse cx="-4" cy="-6" rx="4" ry="2" transform="rotate(-35 -4 -6)" fill="${stem}"/>
  ${flower(bloom, stem, 0, -14, 0.45)}
</g>`;
}

/** A stylised peacock (mayil) as woven into Kanjivaram pallus: body, crested head, long tail. */
export function peacock(fill: string, line: string): string {
  return `<g>
  <path d="M-6 10 C-30 14 -44 30 -50 44 C-34 34 -16 30 0 28 C-6 24 -8 18 -6 10 Z" fill="${fill}" opacity="0.9"/>
  <path d="M-10 26 C-24 30 -36 38 -42 44" fill="none" stroke="${line}" stroke-width="1.6"/>
  <circle cx="-40" cy="40" r="3" fill="${line}"/><circle cx="-28" cy="34" r="2.6" fill="${line}"/><circle cx="-16" cy="30" r="2.2" fill="${line}"/>
  <path d="M-8 12 C-14 -2 -4 -16 10 -14 C20 -12 24 0 18 10 C14 20 4 24 -6 22 Z" fill="${fill}"/>
  <path d="M12 -12 C10 -24 14 -34 22 -38 C26 -40 30 -38 30 -34 C28 -32 24 -32 22 -30 C18 -24 18 -18 20 -10 Z" fill="${fill}"/>
  <path d="M30 -35 L38 -33 L30 -31 Z" fill="${fill}"/>
  <circle cx="25" cy="-35" r="1.4" fill="${line}"/>
  <path d="M24 -38 L22 -48 M26 -38 L27 -49 M28 -37 L32 -47" stroke="${fill}" stroke-width="1.3"/>
  <circle cx="22" cy="-49" r="1.8" fill="${fill}"/><circle cx="27" cy="-50" r="1.8" fill="${fill}"/><circle cx="32" cy="-48" r="1.8" fill="${fill}"/>
  <path d="M-2 2 C4 -4 12 -4 14 2 C10 8 2 10 -2 2 Z" fill="none" stroke="${line}" stroke-width="1.4"/>
  <path d="M0 22 L-2 34 M8 20 L8 34" stroke="${fill}" stroke-width="2" stroke-linecap="round"/>
</g>`;
}

/** A lotus in bloom: five petals rising from a curved base. */
export function lotus(fill: string, line: string): string {
  return `<g>
  <path d="M0 18 C-8 4 -8 -16 0 -30 C8 -16 8 4 0 18 Z" fill="${fill}"/>
  <path d="M0 18 C-16 10 -24 -6 -22 -20 C-10 -14 -4 0 0 18 Z" fill="${fill}"/>
  <path d="M0 18 C16 10 24 -6 22 -20 C10 -14 4 0 0 18 Z" fill="${fill}"/>
  <path d="M0 18 C-22 16 -34 6 -38 -6 C-22 -4 -10 6 0 18 Z" fill="${fill}" opacity="0.85"/>
  <path d="M0 18 C22 16 34 6 38 -6 C22 -4 10 6 0 18 Z" fill="${fill}" opacity="0.85"/>
  <path d="M0 14 C-4 2 -4 -12 0 -22 C4 -12 4 2 0 14" fill="none" stroke="${line}" stroke-width="1.2"/>
  <path d="M-30 24 C-14 18 14 18 30 24" fill="none" stroke="${fill}" stroke-width="3" stroke-linecap="round"/>
</g>`;
}

/** The stepped temple tower (gopuram) of a Kanjivaram border, base on y = 0, pointing up. */
export function templeTooth(width: number, height: number, fill: string): string {
  const steps = 5;
  const stepWidth = width / (steps * 2);
  const stepHeight = height / steps;
  let d = `M${-width / 2} 0`;
  for (let i = 0; i < steps; i++) d += ` v${-stepHeight} h${stepWidth}`;
  for (let i = 0; i < steps; i++) d += ` h${stepWidth} v${stepHeight}`;
  return `<path d="${d} Z" fill="${fill}"/>`;
}

/** A leaf for border vines. */
export function leaf(fill: string, x: number, y: number, angle: number, size = 1): string {
  return `<path d="M0 0 C4 -6 12 -6 16 0 C12 6 4 6 0 0 Z" fill="${fill}" transform="translate(${x} ${y}) rotate(${angle}) scale(${size})"/>`;
}
