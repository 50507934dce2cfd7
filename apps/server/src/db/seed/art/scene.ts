import { darken, lighten, luminance, mix } from "./colour.js";
import type { FabricDesign } from "./fabric.js";
import { n } from "./svg.js";
import type { Random } from "./prng.js";

/** A soft studio wall that flatters the cloth: pale for deep colours, a shade deeper for pale ones. */
export function studioBackdrop(design: FabricDesign, width: number, height: number): { defs: string; body: string } {
  const pale = luminance(design.body) > 0.55;
  const top = pale ? mix(design.body, "#cbbfae", 0.75) : mix(design.body, "#f4efe7", 0.9);
  const bottom = pale ? mix(design.body, "#b3a48f", 0.75) : mix(design.body, "#ddd2c2", 0.86);
  return {
    defs: `<linearGradient id="backdrop" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></radialGradient>`,
    body: `<rect width="${width}" height="${height}" fill="url(#backdrop)"/>`,
  };
}

export const vignette = (width: number, height: number) =>
  `<rect width="${width}" height="${height}" fill="url(#vignette)"/>`;

/** Shading across vertical folds: dark in each crease, a lift of light on each ridge. */
export function foldGradient(id: string, folds: number[], lustre: number, vertical = false): string {
  const stops: string[] = [`<stop offset="0" stop-color="#000" stop-opacity="0.18"/>`];
  folds.forEach((crease, i) => {
    const next = folds[i + 1] ?? 1;
    const ridge = (crease + next) / 2;
    stops.push(
      `<stop offset="${n(crease * 100)}%" stop-color="#000" stop-opacity="${(0.2 + lustre * 0.08).toFixed(2)}"/>`,
    );
    stops.push(
      `<stop offset="${n(ridge * 100)}%" stop-color="#fff" stop-opacity="${(0.05 + lustre * 0.13).toFixed(2)}"/>`,
    );
  });
  stops.push(`<stop offset="1" stop-color="#000" stop-opacity="0.2"/>`);
  const direction = vertical ? `x1="0" y1="0" x2="0" y2="1"` : `x1="0" y1="0" x2="1" y2="0"`;
  return `<linearGradient id="${id}" ${direction}>${stops.join("")}</linearGradient>`;
}

/** A broad diagonal sheen, the way light runs across silk. */
export function sheenGradient(id: string, lustre: number, at = 0.35): string {
  const peak = (0.04 + lustre * 0.16).toFixed(2);
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">
  <stop offset="0" stop-color="#fff" stop-opacity="0"/>
  <stop offset="${at - 0.12}" stop-color="#fff" stop-opacity="0"/>
  <stop offset="${at}" stop-color="#fff" stop-opacity="${peak}"/>
  <stop offset="${at + 0.16}" stop-color="#fff" stop-opacity="0"/>
  <stop offset="1" stop-color="#000" stop-opacity="0.12"/>
</linearGradient>`;
}

/** Knotted tassels hanging from the pallu's end along a wavy hem. */
export function tassels(
  design: FabricDesign,
  hem: (x: number) => number,
  from: number,
  to: number,
  random: Random,
): string {
  const colour = design.zari === "thread" ? design.thread : mix(design.pallu, "#c9a24a", 0.35);
  const strands: string[] = [];
  for (let x = from + 6; x < to - 4; x += 11) {
    const length = random.between(26, 38);
    const y = hem(x);
    strands.push(
      `<path d="M${n(x)} ${n(y - 2)} q${n(random.between(-3, 3))} ${n(length / 2)} ${n(random.between(-2, 2))} ${n(length)}" stroke="${colour}" stroke-width="2.6" fill="none" stroke-linecap="round"/>`,
      `<circle cx="${n(x)}" cy="${n(y + 7)}" r="3" fill="${darken(colour, 0.15)}"/>`,
    );
  }
  return `<g>${strands.join("")}</g>`;
}

/** A polished wooden hanger with a brass hook; the cloth hangs from its bar at `barY`. */
export function woodenHanger(centreX: number, barY: number, halfWidth: number): { defs: string; body: string } {
  const wood = "#8b5a34";
  return {
    defs: `<linearGradient id="wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(wood, 0.25)}"/><stop offset="0.5" stop-color="${wood}"/><stop offset="1" stop-color="${darken(wood, 0.35)}"/></linearGradient>
<linearGradient id="brass" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#9a7a3a"/><stop offset="0.5" stop-color="#e9d08a"/><stop offset="1" stop-color="#8a6a2a"/></linearGradient>`,
    body: `<g>
  <path d="M${centreX} ${barY - 26} L${centreX} ${barY - 62} C${centreX} ${barY - 92} ${centreX + 34} ${barY - 96} ${centreX + 36} ${barY - 72} C${centreX + 37} ${barY - 60} ${centreX + 26} ${barY - 56} ${centreX + 22} ${barY - 64}" fill="none" stroke="url(#brass)" stroke-width="6" stroke-linecap="round"/>
  <path d="M${centreX - halfWidth} ${barY + 6} C${centreX - halfWidth * 0.6} ${barY - 20} ${centreX - 40} ${barY - 34} ${centreX} ${barY - 34} C${centreX + 40} ${barY - 34} ${centreX + halfWidth * 0.6} ${barY - 20} ${centreX + halfWidth} ${barY + 6} Z" fill="url(#wood)"/>
  <rect x="${centreX - halfWidth - 6}" y="${barY - 4}" width="${halfWidth * 2 + 12}" height="16" rx="8" fill="url(#wood)"/>
</g>`,
  };
}

/**
 * A soft shadow around the edge of a shape, built from a few widening translucent outlines: a
 * Gaussian blur looks the same here and costs many times more to rasterise. The middle stays
 * clear because the shape itself covers it.
 */
export function softShadow(d: string, options: { dx: number; dy: number; opacity: number; spread: number }): string {
  const steps = 5;
  const rings = Array.from({ length: steps }, (_, i) => {
    const width = (options.spread * 2 * (i + 1)) / steps;
    return `<path d="${d}" fill="none" stroke="#000" stroke-opacity="${(options.opacity / (steps + 1)).toFixed(3)}" stroke-width="${n(width)}" stroke-linejoin="round"/>`;
  }).join("");
  return `<g transform="translate(${n(options.dx)} ${n(options.dy)})">${rings}</g>`;
}

export const rectPath = (x: number, y: number, width: number, height: number) =>
  `M${n(x)} ${n(y)} h${n(width)} v${n(height)} h${n(-width)} Z`;

export const circlePath = (cx: number, cy: number, r: number) =>
  `M${n(cx - r)} ${n(cy)} a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0 a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0 Z`;

/** A band of light or shade along a curve that fades out at its sides. */
export function softStroke(d: string, colour: string, opacity: number, width: number): string {
  const steps = 6;
  return Array.from({ length: steps }, (_, i) => {
    const w = (width * (steps - i)) / steps;
    return `<path d="${d}" fill="none" stroke="${colour}" stroke-opacity="${(opacity / steps).toFixed(3)}" stroke-width="${n(w)}" stroke-linecap="round"/>`;
  }).join("");
}
