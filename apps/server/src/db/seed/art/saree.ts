import { darken, lighten } from "./colour.js";
import { bodyCloth, borderBand, clothPaint, fabricDefs, palluCloth } from "./fabric.js";
import type { FabricDesign } from "./fabric.js";
import { seededRandom } from "./prng.js";
import type { Random } from "./prng.js";
import {
  circlePath,
  foldGradient,
  rectPath,
  sheenGradient,
  softShadow,
  studioBackdrop,
  tassels,
  vignette,
  woodenHanger,
} from "./scene.js";
import { n, svgDocument } from "./svg.js";

export type SareePose = "hanger" | "folded" | "pallu-detail" | "pleats";

const VIEW = { width: 800, height: 1000 };
/** Drawn in 800 × 1000 units, rasterised at 1280 wide so every stored width is sharp. */
const PIXELS = { width: 1280, height: 1600 };

export function sareeSvg(design: FabricDesign, pose: SareePose, seed: number): string {
  const random = seededRandom(seed);
  const scene = POSES[pose](design, random);
  return svgDocument({ view: VIEW, pixels: PIXELS, defs: fabricDefs(design, seed) + scene.defs, body: scene.body });
}

type Scene = { defs: string; body: string };

const POSES: Record<SareePose, (design: FabricDesign, random: Random) => Scene> = {
  hanger: hangerScene,
  folded: foldedScene,
  "pallu-detail": palluDetailScene,
  pleats: pleatsScene,
};

/** Left border: outer selvedge on x = 0. Right border: outer selvedge on x = width. */
const leftBorder = (design: FabricDesign, length: number, thickness: number) =>
  `<g transform="matrix(0 1 1 0 0 0)">${borderBand(design, length, thickness)}</g>`;
const rightBorder = (design: FabricDesign, width: number, length: number, thickness: number) =>
  `<g transform="matrix(0 1 -1 0 ${width} 0)">${borderBand(design, length, thickness)}</g>`;

/** The saree hung over a wooden hanger, pallu in front, body folded behind. */
function hangerScene(design: FabricDesign, random: Random): Scene {
  const backdrop = studioBackdrop(design, VIEW.width, VIEW.height);
  const barY = 180;
  const hanger = woodenHanger(400, barY, 225);
  const width = 340;
  const height = random.between(700, 730);
  const left = 400 - width / 2 + random.between(-8, 8);
  const foldCount = random.int(4, 6);
  const phase = random.between(0, Math.PI * 2);
  const hem = (x: number) => height + 9 * Math.cos((x / width) * foldCount * Math.PI * 2 + phase);
  const folds = Array.from({ length: foldCount }, (_, i) => {
    // creases sit where the hem rises: cos(...) = -1
    const position = ((i + 0.5) / foldCount - phase / (Math.PI * 2 * foldCount)) % 1;
    return position < 0 ? position + 1 : position;
  }).sort((a, b) => a - b);
  const outline = hemOutline(width, hem);
  const palluStart = height * random.between(0.4, 0.48);
  const borderWidth = design.borderMotif === "thin" ? 22 : design.borderMotif === "stripes" ? 30 : 42;

  const backWidth = width + 12;
  const backHeight = height - 46;
  const backHem = (x: number) => backHeight + 7 * Math.cos((x / backWidth) * 5 * Math.PI * 2 + phase + 1);
  const backOutline = hemOutline(backWidth, backHem);
  const backLeft = left - 30;

  const defs = [
    backdrop.defs,
    hanger.defs,
    `<clipPath id="front-cloth">${outline}</clipPath><clipPath id="back-cloth">${backOutline}</clipPath>`,
    foldGradient("front-folds", folds, design.lustre),
    foldGradient("back-folds", [0.2, 0.45, 0.7, 0.9], design.lustre * 0.5),
    sheenGradient("front-sheen", design.lustre, random.between(0.25, 0.45)),
    `<linearGradient id="roll-shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.1"/><stop offset="0.3" stop-color="#fff" stop-opacity="0.28"/><stop offset="0.65" stop-color="#000" stop-opacity="0.05"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></linearGradient>`,
    `<linearGradient id="drop" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="0.08" stop-color="#000" stop-opacity="0"/><stop offset="0.9" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/></linearGradient>`,
  ].join("");

  const back = `<g transform="translate(${n(backLeft)} ${barY + 6})">
    ${softShadow(rectPath(14, 10, backWidth, backHeight - 4), { dx: 6, dy: 8, opacity: 0.3, spread: 18 })}
    <g clip-path="url(#back-cloth)">
      ${bodyCloth(design, 0, 0, backWidth, backHeight + 20)}
      ${leftBorder(design, backHeight + 20, borderWidth)}
      <rect width="${backWidth}" height="${backHeight + 20}" fill="url(#back-folds)"/>
      <rect width="${backWidth}" height="${backHeight + 20}" fill="#000" opacity="0.28"/>
    </g>
  </g>`;

  const front = `<g transform="translate(${n(left)} ${barY + 6})">
    ${softShadow(rectPath(10, 8, width, height - 8), { dx: 6, dy: 8, opacity: 0.3, spread: 18 })}
    ${tassels(design, hem, 0, width, random)}
    <g clip-path="url(#front-cloth)" opacity="${design.sheer ? 0.88 : 1}">
      ${bodyCloth(design, 0, 0, width, palluStart)}
      ${palluCloth(design, 0, palluStart, width, height + 20 - palluStart)}
      ${leftBorder(design, height + 20, borderWidth)}
      ${rightBorder(design, width, height + 20, borderWidth)}
      <rect width="${width}" height="${height + 20}" fill="url(#front-folds)"/>
      <rect width="${width}" height="${height + 20}" fill="url(#front-sheen)"/>
      <rect width="${width}" height="${height + 20}" fill="url(#drop)"/>
    </g>
  </g>`;

  const rollTop = barY - 12;
  const rollWidth = width + 8;
  const cap = `<g transform="translate(${n(left - 4)} ${rollTop})">
    <clipPath id="roll"><rect width="${rollWidth}" height="30" rx="14"/></clipPath>
    <g clip-path="url(#roll)">
      ${bodyCloth(design, 0, 0, rollWidth, 30)}
      ${leftBorder(design, 30, borderWidth)}
      ${rightBorder(design, rollWidth, 30, borderWidth)}
      <rect width="${rollWidth}" height="30" fill="url(#roll-shade)"/>
    </g>
  </g>`;

  return {
    defs,
    body: [backdrop.body, hanger.body, back, front, cap, vignette(VIEW.width, VIEW.height)].join("\n"),
  };
}

function hemOutline(width: number, hem: (x: number) => number): string {
  const points: string[] = [];
  for (let x = width; x >= 0; x -= 10) points.push(`L${n(x)} ${n(hem(x))}`);
  return `<path d="M0 -40 L${width} -40 ${points.join(" ")} Z"/>`;
}

/** A border band whose outer selvedge lies along the bottom edge of a `width` × `height` cloth. */
const bottomBorder = (design: FabricDesign, width: number, height: number, thickness: number) =>
  `<g transform="matrix(1 0 0 -1 0 ${height})">${borderBand(design, width, thickness)}</g>`;

/** Folded layers seen from above: each lower layer shows a sliver of its edge. */
function foldedEdges(width: number, height: number, colour: string, layers: number): string {
  return Array.from({ length: layers }, (_, i) => {
    const depth = layers - i;
    return `<rect x="${depth * 1.6}" y="${depth * 3.2}" width="${width}" height="${height}" rx="5" fill="${darken(colour, 0.12 + depth * 0.05)}"/>`;
  }).join("");
}

/** Marigolds and a few loose petals, the way sarees are dressed for a festive photograph. */
function marigolds(random: Random, x: number, y: number): string {
  const bloom = (cx: number, cy: number, r: number, colour: string) => {
    const rings = [1, 0.72, 0.45]
      .map((scale, ring) => {
        const petals = 16 - ring * 4;
        return Array.from({ length: petals }, (_, i) => {
          const angle = (360 / petals) * i + ring * 11;
          return `<ellipse cx="0" cy="${n(-r * scale * 0.62)}" rx="${n(r * 0.2)}" ry="${n(r * scale * 0.42)}" transform="rotate(${n(angle)})" fill="${ring === 2 ? darken(colour, 0.1) : lighten(colour, ring * 0.06)}"/>`;
        }).join("");
      })
      .join("");
    return `<g transform="translate(${n(cx)} ${n(cy)})"><circle r="${n(r * 0.95)}" fill="${darken(colour, 0.2)}"/>${rings}<circle r="${n(r * 0.16)}" fill="${darken(colour, 0.35)}"/></g>`;
  };
  const petals = Array.from({ length: 7 }, () => {
    const px = x + random.between(-120, 60);
    const py = y + random.between(-70, 70);
    return `<ellipse cx="${n(px)}" cy="${n(py)}" rx="6" ry="11" transform="rotate(${n(random.between(0, 180))} ${n(px)} ${n(py)})" fill="#f0a020"/>`;
  }).join("");
  return `<g>
  <path d="M${x - 40} ${y + 40} C${x - 70} ${y + 20} ${x - 90} ${y + 50} ${x - 110} ${y + 36} C${x - 86} ${y + 70} ${x - 56} ${y + 62} ${x - 40} ${y + 40} Z" fill="#3f6b32"/>
  ${petals}
  ${softShadow(circlePath(x + 4, y + 8, 44), { dx: 0, dy: 0, opacity: 0.22, spread: 10 })}
  ${softShadow(circlePath(x - 60, y + 42, 34), { dx: 0, dy: 0, opacity: 0.22, spread: 10 })}
  ${bloom(x, y, 44, "#f28c1c")}${bloom(x - 64, y + 38, 34, "#f6b21c")}${bloom(x + 20, y + 70, 26, "#e9721b")}
</g>`;
}

/** The saree folded for the shelf, its pallu folded on top and the blouse piece beside it. */
function foldedScene(design: FabricDesign, random: Random): Scene {
  const backdrop = studioBackdrop(design, VIEW.width, VIEW.height);
  const borderWidth = design.borderMotif === "thin" ? 26 : 48;
  const main = { width: 560, height: 380 };
  const top = { width: 380, height: 300 };
  const blouse = { width: 250, height: 160 };
  const tilt = random.between(-5, -2);
  const defs = [
    backdrop.defs,
    sheenGradient("fold-sheen", design.lustre, 0.3),
    `<linearGradient id="layer-light" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.1"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/></linearGradient>`,
    `<clipPath id="main-layer"><rect width="${main.width}" height="${main.height}" rx="5"/></clipPath>`,
    `<clipPath id="top-layer"><rect width="${top.width}" height="${top.height}" rx="5"/></clipPath>`,
    `<clipPath id="blouse-layer"><rect width="${blouse.width}" height="${blouse.height}" rx="4"/></clipPath>`,
  ].join("");
  const palluHeader = `<g transform="matrix(0 1 1 0 0 0)">${palluCloth(design, 0, 0, top.height, top.width)}</g>`;
  const body = `
  ${backdrop.body}
  <g transform="translate(120 190) rotate(${n(tilt)} ${main.width / 2} ${main.height / 2})">
    ${softShadow(rectPath(8, 16, main.width, main.height), { dx: 0, dy: 0, opacity: 0.3, spread: 16 })}
    ${foldedEdges(main.width, main.height, design.body, 4)}
    <g clip-path="url(#main-layer)">
      ${bodyCloth(design, 0, 0, main.width, main.height)}
      ${bottomBorder(design, main.width, main.height, borderWidth)}
      <rect width="${main.width}" height="${main.height}" fill="url(#fold-sheen)"/>
      <rect width="${main.width}" height="${main.height}" fill="url(#layer-light)"/>
    </g>
    <g transform="translate(${main.width - top.width - 18} -26) rotate(${n(random.between(2, 5))})">
      ${softShadow(rectPath(6, 12, top.width, top.height), { dx: 0, dy: 0, opacity: 0.32, spread: 14 })}
      ${foldedEdges(top.width, top.height, design.pallu, 3)}
      <g clip-path="url(#top-layer)">
        ${palluHeader}
        ${bottomBorder(design, top.width, top.height, borderWidth)}
        <rect width="${top.width}" height="${top.height}" fill="url(#fold-sheen)"/>
        <rect width="${top.width}" height="${top.height}" fill="url(#layer-light)"/>
      </g>
    </g>
  </g>
  <g transform="translate(110 640) rotate(${n(random.between(5, 9))})">
    ${softShadow(rectPath(6, 12, blouse.width, blouse.height), { dx: 0, dy: 0, opacity: 0.3, spread: 12 })}
    ${foldedEdges(blouse.width, blouse.height, design.border, 3)}
    <g clip-path="url(#blouse-layer)">
      <rect width="${blouse.width}" height="${blouse.height}" fill="${design.border}"/>
      <rect width="${blouse.width}" height="${blouse.height}" fill="${clothPaint(design, "body-motif")}" opacity="0.9"/>
      ${bottomBorder(design, blouse.width, blouse.height, borderWidth * 0.7)}
      <rect width="${blouse.width}" height="${blouse.height}" fill="url(#fold-sheen)"/>
    </g>
  </g>
  ${marigolds(random, 600, 780)}
  ${vignette(VIEW.width, VIEW.height)}`;
  return { defs, body };
}

/** Close on the corner where the border runs into the pallu, with a soft ripple across it. */
function palluDetailScene(design: FabricDesign, random: Random): Scene {
  const angle = random.between(-22, -10);
  const scale = random.between(1.5, 1.8);
  const borderWidth = design.borderMotif === "thin" ? 30 : 60;
  const palluStart = 430;
  const defs = [
    `<linearGradient id="ripple" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#000" stop-opacity="0.25"/><stop offset="0.28" stop-color="#fff" stop-opacity="${(0.05 + design.lustre * 0.18).toFixed(2)}"/>
      <stop offset="0.45" stop-color="#000" stop-opacity="0.3"/><stop offset="0.62" stop-color="#fff" stop-opacity="${(0.04 + design.lustre * 0.14).toFixed(2)}"/>
      <stop offset="0.85" stop-color="#000" stop-opacity="0.15"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/>
    </linearGradient>`,
    `<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/></radialGradient>`,
  ].join("");
  const body = `
  <g transform="translate(400 500) rotate(${n(angle)}) scale(${n(scale)}) translate(-360 -470)">
    ${bodyCloth(design, -90, 20, 900, palluStart - 20)}
    ${palluCloth(design, -90, palluStart, 900, 480)}
    <g transform="translate(-40 20)">${leftBorder(design, 900, borderWidth)}</g>
  </g>
  <rect width="${VIEW.width}" height="${VIEW.height}" fill="url(#ripple)"/>
  ${vignette(VIEW.width, VIEW.height)}`;
  return { defs, body };
}

/** The pleats of the drape fanned out from the waist, border along the hem. */
function pleatsScene(design: FabricDesign, random: Random): Scene {
  const backdrop = studioBackdrop(design, VIEW.width, VIEW.height);
  const count = 7;
  const topLeft = 330;
  const topWidth = 140;
  const bottomLeft = 120;
  const bottomWidth = 560;
  const topY = -20;
  const hemY = (i: number) => 900 - Math.abs(i - (count - 1) / 2) * 10;
  const borderWidth = design.borderMotif === "thin" ? 28 : 56;
  const pleats = Array.from({ length: count }, (_, i) => {
    const x0 = topLeft + (topWidth / count) * i;
    const x1 = topLeft + (topWidth / count) * (i + 1);
    const b0 = bottomLeft + (bottomWidth / count) * i;
    const b1 = bottomLeft + (bottomWidth / count) * (i + 1);
    const y0 = hemY(i);
    const y1 = hemY(i + 1);
    const sway = random.between(-6, 6);
    const outline = `M${n(x0)} ${topY} L${n(x1)} ${topY} L${n(b1 + 4)} ${n(y1)} Q${n((b0 + b1) / 2)} ${n(Math.max(y0, y1) + 10 + sway)} ${n(b0 - 4)} ${n(y0)} Z`;
    const hem = (y0 + y1) / 2 + 6;
    // draw each pleat's cloth only over its own width: seven full-width layers cost seven times more
    const from = Math.floor(Math.min(x0, b0) - 12);
    const span = Math.ceil(Math.max(x1, b1) + 12 - from);
    const shift = random.between(-30, 30);
    return `<g>
    <clipPath id="pleat-${i}"><path d="${outline}"/></clipPath>
    <g clip-path="url(#pleat-${i})">
      <g transform="translate(${n(shift)} 0)">${bodyCloth(design, from - shift, topY, span, hem - topY + 20)}</g>
      <g transform="matrix(1 0 0 -1 ${from} ${n(hem + 4)})">${borderBand(design, span, borderWidth)}</g>
      <rect x="${from}" y="${topY}" width="${span}" height="1000" fill="url(#waist-shade)"/>
    </g>
    <path d="${outline}" fill="url(#pleat-shade-${i % 2})" stroke="#000" stroke-opacity="0.18" stroke-width="1.2"/>
  </g>`;
  });
  const defs = [
    backdrop.defs,
    `<linearGradient id="pleat-shade-0" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.3"/><stop offset="0.35" stop-color="#fff" stop-opacity="${(0.06 + design.lustre * 0.14).toFixed(2)}"/><stop offset="0.65" stop-color="#000" stop-opacity="0.05"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></linearGradient>`,
    `<linearGradient id="pleat-shade-1" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="0.5" stop-color="#fff" stop-opacity="${(0.04 + design.lustre * 0.1).toFixed(2)}"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></linearGradient>`,
    `<radialGradient id="floor-shadow"><stop offset="0" stop-color="#000" stop-opacity="0.3"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="waist-shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.35"/><stop offset="0.25" stop-color="#000" stop-opacity="0"/></linearGradient>`,
  ].join("");
  const body = `
  ${backdrop.body}
  <ellipse cx="400" cy="915" rx="330" ry="34" fill="url(#floor-shadow)"/>
  ${pleats.join("\n")}
  ${vignette(VIEW.width, VIEW.height)}`;
  return { defs, body };
}
