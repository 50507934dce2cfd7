import { lighten } from "./colour.js";
import { bodyCloth, borderBand, fabricDefs, palluCloth } from "./fabric.js";
import type { FabricDesign } from "./fabric.js";
import { garmentScene } from "./garment.js";
import type { Garment } from "./garment.js";
import { seededRandom } from "./prng.js";
import { studioBackdrop, vignette } from "./scene.js";
import { n, svgDocument } from "./svg.js";

const VIEW = { width: 800, height: 800 };
const PIXELS = { width: 1024, height: 1024 };

/** A square category tile: a shelf stack of folded sarees, or the garment itself. */
export function categoryTileSvg(designs: readonly FabricDesign[], subject: "sarees" | Garment, seed: number): string {
  const first = designs[0];
  if (!first) throw new Error("a category tile needs at least one design");
  if (subject !== "sarees") {
    const scene = garmentScene(first, subject, seed, false);
    const backdrop = studioBackdrop(first, VIEW.width, VIEW.height);
    return svgDocument({
      view: VIEW,
      pixels: PIXELS,
      defs: fabricDefs(first, seed) + scene.defs,
      body: `${backdrop.body}<g transform="translate(${subject === "kurta" ? 60 : 80} ${subject === "kurta" ? -20 : -30}) scale(${subject === "kurta" ? 0.85 : 0.8})">${scene.body}</g>${vignette(VIEW.width, VIEW.height)}`,
    });
  }
  return sareeStackSvg(designs, seed);
}

/** Four folded sarees stacked as on a shop shelf, each showing its border, the top one its pallu. */
function sareeStackSvg(designs: readonly FabricDesign[], seed: number): string {
  const random = seededRandom(seed);
  const slabs = 4;
  const slab = { width: 540, height: 96 };
  const baseY = 660;
  const cloths = Array.from({ length: slabs }, (_, i) => {
    const design = designs[i % designs.length] as FabricDesign;
    return { ...design, idPrefix: `s${i}-` };
  });
  const top = cloths[slabs - 1] as FabricDesign;
  const backdrop = studioBackdrop(top, VIEW.width, VIEW.height);
  const defs = [
    cloths.map((cloth, i) => fabricDefs(cloth, seed + i)).join(""),
    backdrop.defs,
    `<clipPath id="slab"><rect width="${slab.width}" height="${slab.height}" rx="10"/></clipPath>`,
    `<linearGradient id="slab-light" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="0.2" stop-color="#fff" stop-opacity="0"/><stop offset="0.8" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></linearGradient>`,
    `<linearGradient id="slab-side" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.25"/><stop offset="0.12" stop-color="#000" stop-opacity="0"/><stop offset="0.88" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></linearGradient>`,
    `<clipPath id="top-face"><path d="M30 0 L${slab.width - 30} 0 L${slab.width} 70 L0 70 Z"/></clipPath>`,
    `<radialGradient id="floor-shadow"><stop offset="0" stop-color="#000" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`,
  ].join("\n");
  const offsets = cloths.map(() => 130 + random.between(-14, 14));
  const stack = cloths
    .map((cloth, i) => {
      const x = offsets[i] ?? 130;
      const y = baseY - (i + 1) * (slab.height - 4);
      const layers = [0.3, 0.55, 0.78]
        .map((at) => `<rect y="${n(slab.height * at)}" width="${slab.width}" height="1.6" fill="#000" opacity="0.18"/>`)
        .join("");
      return `<g transform="translate(${n(x)} ${n(y)})">
    <g clip-path="url(#slab)">
      ${bodyCloth(cloth, 0, 0, slab.width, slab.height)}
      <g transform="matrix(1 0 0 -1 0 ${slab.height})">${borderBand(cloth, slab.width, 40)}</g>
      ${layers}
      <rect width="${slab.width}" height="${slab.height}" fill="url(#slab-light)"/>
      <rect width="${slab.width}" height="${slab.height}" fill="url(#slab-side)"/>
    </g>
  </g>`;
    })
    .join("\n");
  const topX = offsets[slabs - 1] ?? 130;
  const topY = baseY - slabs * (slab.height - 4) - 68;
  const topFace = `<g transform="translate(${topX} ${topY})">
    <g clip-path="url(#top-face)">
      ${palluCloth(top, 0, -20, slab.width, 100)}
      <rect width="${slab.width}" height="70" fill="${lighten(top.pallu, 0.5)}" opacity="0.12"/>
    </g>
  </g>`;
  const body = `
  ${backdrop.body}
  <ellipse cx="400" cy="${baseY + 8}" rx="330" ry="26" fill="url(#floor-shadow)"/>
  ${stack}
  ${topFace}
  ${vignette(VIEW.width, VIEW.height)}`;
  return svgDocument({ view: VIEW, pixels: PIXELS, defs, body });
}
