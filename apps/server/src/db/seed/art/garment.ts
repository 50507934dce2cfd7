import { darken, lighten } from "./colour.js";
import { bodyCloth, borderBand, clothPaint, fabricDefs, zariPaint } from "./fabric.js";
import type { FabricDesign } from "./fabric.js";
import { seededRandom } from "./prng.js";
import type { Random } from "./prng.js";
import { foldGradient, sheenGradient, softShadow, studioBackdrop, vignette, woodenHanger } from "./scene.js";
import { n, svgDocument } from "./svg.js";

export type Garment = "kurta" | "lehenga";

const VIEW = { width: 800, height: 1000 };
const PIXELS = { width: 1280, height: 1600 };

/** A stitched garment shown whole; `closeUp` frames the embroidery instead. */
export function garmentSvg(design: FabricDesign, garment: Garment, seed: number, closeUp = false): string {
  const scene = garmentScene(design, garment, seed);
  const body = closeUp
    ? `<g transform="translate(400 500) scale(2.1) translate(-400 ${garment === "kurta" ? -300 : -700})">${scene.body}</g>`
    : scene.body;
  return svgDocument({ view: VIEW, pixels: PIXELS, defs: fabricDefs(design, seed) + scene.defs, body });
}

type Scene = { defs: string; body: string };

/**
 * The garment drawn in 800 × 1000 units, without its pattern definitions; `staged` adds the
 * studio wall behind it.
 */
export function garmentScene(design: FabricDesign, garment: Garment, seed: number, staged = true): Scene {
  const random = seededRandom(seed);
  const scene = garment === "kurta" ? kurtaScene(design, random) : lehengaScene(design, random);
  if (staged) return { defs: scene.defs, body: `${scene.backdrop}${scene.body}${vignette(VIEW.width, VIEW.height)}` };
  return { defs: scene.defs, body: scene.body };
}

const mirror = (points: Array<[number, number]>) => points.map(([x, y]): [number, number] => [VIEW.width - x, y]);
const polyline = (points: Array<[number, number]>) => points.map(([x, y]) => `${n(x)} ${n(y)}`).join(" L");

/** A straight kurta with three-quarter sleeves on a hanger, zari yoke and hem border. */
function kurtaScene(design: FabricDesign, random: Random): Scene & { backdrop: string } {
  const backdrop = studioBackdrop(design, VIEW.width, VIEW.height);
  const hanger = woodenHanger(400, 172, 150);
  const zari = zariPaint(design);
  const hemY = 905;
  const flare = random.between(20, 45);
  const right: Array<[number, number]> = [
    [432, 166],
    [508, 182],
    [566, 214],
    [632, 466],
    [574, 488],
    [520, 318],
    [514, 560],
    [514 + flare, hemY],
  ];
  const left = mirror(right).reverse();
  const outline = `M${polyline(right)} Q400 ${hemY + 16} ${n(800 - 514 - flare)} ${hemY} L${polyline(left)} Q400 196 432 166 Z`;
  const sleeveRight = `M508 182 L566 214 L632 466 L574 488 L520 318 Z`;
  const sleeveLeft = `M292 182 L234 214 L168 466 L226 488 L280 318 Z`;
  const hemLength = 2 * (514 + flare) - 800 + 40;
  const folds = [0.22, 0.38, 0.55, 0.7, 0.84];
  const defs = [
    backdrop.defs,
    hanger.defs,
    `<clipPath id="kurta"><path d="${outline}"/></clipPath>`,
    foldGradient("kurta-folds", folds, design.lustre),
    sheenGradient("kurta-sheen", design.lustre, 0.3),
  ].join("");
  const cuff = (x: number, angle: number) =>
    `<g transform="translate(${x} 468) rotate(${angle})"><g transform="translate(-40 0)">${borderBand(design, 80, 26)}</g></g>`;
  const body = `
  ${hanger.body}
  ${softShadow(outline, { dx: 8, dy: 12, opacity: 0.28, spread: 16 })}
  <g clip-path="url(#kurta)">
    ${bodyCloth(design, 0, 140, VIEW.width, 800)}
    <g transform="matrix(1 0 0 -1 ${n(400 - hemLength / 2)} ${hemY + 12})">${borderBand(design, hemLength, 46)}</g>
    ${cuff(603, -21)}${cuff(197, 21)}
    <path d="${sleeveRight}" fill="#000" opacity="0.12"/><path d="${sleeveLeft}" fill="#000" opacity="0.12"/>
    <path d="M520 318 L514 560" stroke="#000" stroke-opacity="0.2" stroke-width="3"/><path d="M280 318 L286 560" stroke="#000" stroke-opacity="0.2" stroke-width="3"/>
    <rect y="140" width="${VIEW.width}" height="800" fill="url(#kurta-folds)"/>
    <rect y="140" width="${VIEW.width}" height="800" fill="url(#kurta-sheen)"/>
  </g>
  <path d="M368 166 Q400 214 432 166" fill="none" stroke="${zari.paint}" stroke-width="18"/>
  <path d="M362 172 Q400 232 438 172" fill="none" stroke="${zari.flat}" stroke-width="2.5" stroke-dasharray="0.1 7" stroke-linecap="round"/>
  <path d="M368 166 Q400 214 432 166 Z" fill="${darken(design.body, 0.45)}"/>
  <rect x="394" y="196" width="12" height="140" rx="3" fill="${zari.paint}"/>
  ${[220, 262, 304].map((y) => `<circle cx="400" cy="${y}" r="5" fill="${lighten(zari.flat, 0.2)}" stroke="${zari.deep}" stroke-width="1.2"/>`).join("")}
`;
  return { defs, body, backdrop: backdrop.body };
}

/** A flared lehenga with its choli on a dress form and a sheer dupatta across it. */
function lehengaScene(design: FabricDesign, random: Random): Scene & { backdrop: string } {
  const backdrop = studioBackdrop(design, VIEW.width, VIEW.height);
  const zari = zariPaint(design);
  const wood = "#7a4a2a";
  const waistY = 372;
  const hemY = 930;
  const panels = 9;
  const waistHalf = 78;
  const hemHalf = 300 + random.between(-10, 20);
  const hemCurve = (t: number) => hemY + Math.sin(t * Math.PI) * 18;
  const skirtOutline = `M${400 - waistHalf} ${waistY} L${400 + waistHalf} ${waistY} L${n(400 + hemHalf)} ${hemY} Q400 ${hemY + 40} ${n(400 - hemHalf)} ${hemY} Z`;
  const panelsMarkup = Array.from({ length: panels }, (_, i) => {
    const t0 = i / panels;
    const t1 = (i + 1) / panels;
    const top0 = 400 - waistHalf + 2 * waistHalf * t0;
    const top1 = 400 - waistHalf + 2 * waistHalf * t1;
    const bottom0 = 400 - hemHalf + 2 * hemHalf * t0;
    const bottom1 = 400 - hemHalf + 2 * hemHalf * t1;
    const path = `M${n(top0)} ${waistY} L${n(top1)} ${waistY} L${n(bottom1)} ${n(hemCurve(t1))} L${n(bottom0)} ${n(hemCurve(t0))} Z`;
    return `<path d="${path}" fill="url(#kali-${i % 2})"/>`;
  }).join("");
  const hemBand = 2 * hemHalf + 40;
  const choli = `M330 220 Q400 200 470 220 L520 250 L540 312 L500 322 L488 290 L482 ${waistY - 8} Q400 ${waistY + 4} 318 ${waistY - 8} L312 290 L300 322 L260 312 L280 250 Z`;
  const defs = [
    backdrop.defs,
    `<clipPath id="skirt"><path d="${skirtOutline}"/></clipPath><clipPath id="choli"><path d="${choli}"/></clipPath>`,
    `<linearGradient id="kali-0" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.25"/><stop offset="0.45" stop-color="#fff" stop-opacity="${(0.05 + design.lustre * 0.14).toFixed(2)}"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></linearGradient>`,
    `<linearGradient id="kali-1" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.15"/><stop offset="0.55" stop-color="#fff" stop-opacity="${(0.04 + design.lustre * 0.1).toFixed(2)}"/><stop offset="1" stop-color="#000" stop-opacity="0.2"/></linearGradient>`,
    `<linearGradient id="form" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${darken(wood, 0.3)}"/><stop offset="0.45" stop-color="${lighten(wood, 0.25)}"/><stop offset="1" stop-color="${darken(wood, 0.35)}"/></linearGradient>`,
    `<linearGradient id="dupatta-fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(design.border, 0.1)}" stop-opacity="0.78"/><stop offset="1" stop-color="${design.border}" stop-opacity="0.62"/></linearGradient>`,
    `<radialGradient id="floor-shadow"><stop offset="0" stop-color="#000" stop-opacity="0.3"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`,
  ].join("");
  const dupatta = `M470 218 C520 300 560 420 590 560 C610 660 640 760 660 860 L610 872 C590 760 560 650 540 560 C510 430 470 320 432 232 Z`;
  const body = `
  <ellipse cx="400" cy="${hemY + 18}" rx="${n(hemHalf + 40)}" ry="36" fill="url(#floor-shadow)"/>
  <rect x="384" y="120" width="32" height="110" fill="url(#form)"/>
  <ellipse cx="400" cy="120" rx="30" ry="10" fill="${lighten(wood, 0.2)}"/>
  <g clip-path="url(#skirt)">
    ${bodyCloth(design, 0, waistY, VIEW.width, hemY - waistY + 60)}
    <g transform="matrix(1 0 0 -1 ${n(400 - hemBand / 2)} ${hemY + 24})">${borderBand(design, hemBand, 96)}</g>
    <g transform="matrix(1 0 0 -1 0 ${n(waistY + (hemY - waistY) * 0.62)})">${borderBand(design, VIEW.width, 26)}</g>
    ${panelsMarkup}
  </g>
  <g clip-path="url(#choli)">
    <rect x="240" y="190" width="320" height="200" fill="${design.border}"/>
    <rect x="240" y="190" width="320" height="200" fill="${clothPaint(design, "body-motif")}"/>
    <rect x="240" y="190" width="320" height="200" fill="url(#kali-1)"/>
  </g>
  <path d="M330 220 Q400 282 470 220" fill="none" stroke="${zari.paint}" stroke-width="12"/>
  <path d="M330 220 Q400 282 470 220 Q400 214 330 220 Z" fill="url(#form)"/>
  <path d="M300 322 L260 312 M500 322 L540 312" stroke="${zari.paint}" stroke-width="8" stroke-linecap="round"/>
  <rect x="${400 - waistHalf - 2}" y="${waistY - 8}" width="${2 * waistHalf + 4}" height="16" rx="4" fill="${zari.paint}"/>
  <path d="${dupatta}" fill="url(#dupatta-fade)"/>
  <path d="${dupatta}" fill="${clothPaint(design, "body-motif")}" opacity="0.55"/>
  <path d="M470 218 C520 300 560 420 590 560 C610 660 640 760 660 860" fill="none" stroke="${zari.paint}" stroke-width="7"/>
  <path d="M432 232 C470 320 510 430 540 560 C560 650 590 760 610 872" fill="none" stroke="${zari.paint}" stroke-width="5"/>
  <path d="M610 872 L660 860" stroke="${zari.paint}" stroke-width="10"/>
`;
  return { defs, body, backdrop: backdrop.body };
}
