import { darken, lighten, luminance, mix } from "./colour.js";
import { clothPaint, fabricDefs, zariPaint } from "./fabric.js";
import type { FabricDesign } from "./fabric.js";
import { PAISLEY_OUTLINE, flower } from "./motifs.js";
import { seededRandom } from "./prng.js";
import type { Random } from "./prng.js";
import { softShadow, softStroke } from "./scene.js";
import { n, svgDocument } from "./svg.js";

export type BannerSize = "small" | "large";

/** Large: 1920 × 720 landscape, words on the left. Small: 768 × 960 portrait, words on top. */
export const BANNER_SIZES: Record<
  BannerSize,
  { view: { width: number; height: number }; pixels: { width: number; height: number } }
> = {
  large: { view: { width: 1920, height: 720 }, pixels: { width: 1920, height: 720 } },
  small: { view: { width: 768, height: 960 }, pixels: { width: 1280, height: 1600 } },
};

type Point = [number, number];
type Ribbon = { top: [Point, Point, Point, Point]; bottom: [Point, Point, Point, Point]; cloth: "body" | "pallu" };

/**
 * A hero banner: a deep ground with a faint damask, and lengths of silk sweeping in from the
 * side opposite the words, their zari borders following the curves.
 */
export function heroBannerSvg(design: FabricDesign, size: BannerSize, seed: number): string {
  const random = seededRandom(seed);
  const { view, pixels } = BANNER_SIZES[size];
  // a pale silk needs a deep ground to glow against: its border colour, taken towards brown
  const ground = luminance(design.body) > 0.5 ? mix(design.border, "#2a1a10", 0.55) : darken(design.body, 0.42);
  const zari = zariPaint(design);
  const ribbons = size === "large" ? largeRibbons(view, random) : smallRibbons(view, random);

  const defs = [
    fabricDefs(design, seed),
    `<linearGradient id="ground" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${darken(ground, 0.25)}"/><stop offset="0.55" stop-color="${ground}"/><stop offset="1" stop-color="${mix(ground, design.body, 0.45)}"/></linearGradient>`,
    `<radialGradient id="glow" cx="${size === "large" ? 0.72 : 0.5}" cy="${size === "large" ? 0.5 : 0.72}" r="0.6"><stop offset="0" stop-color="${lighten(design.body, 0.25)}" stop-opacity="0.45"/><stop offset="1" stop-color="${design.body}" stop-opacity="0"/></radialGradient>`,
    `<pattern id="damask" width="120" height="140" patternUnits="userSpaceOnUse">
      <path d="${PAISLEY_OUTLINE}" transform="translate(30 40) scale(0.34) rotate(-15)" fill="none" stroke="${zari.flat}" stroke-width="3"/>
      <path d="${PAISLEY_OUTLINE}" transform="translate(90 110) scale(0.34) rotate(165)" fill="none" stroke="${zari.flat}" stroke-width="3"/>
      <circle cx="90" cy="40" r="2" fill="${zari.flat}"/><circle cx="30" cy="110" r="2" fill="${zari.flat}"/>
    </pattern>`,
    `<linearGradient id="words-fade" x1="${size === "large" ? "0" : "0"}" y1="0" x2="${size === "large" ? "1" : "0"}" y2="${size === "large" ? "0" : "1"}">
      <stop offset="0" stop-color="${darken(ground, 0.35)}" stop-opacity="0.55"/><stop offset="0.45" stop-color="${darken(ground, 0.35)}" stop-opacity="0"/>
    </linearGradient>`,
    ribbons.map((ribbon, i) => `<clipPath id="ribbon-${i}"><path d="${ribbonPath(ribbon)}"/></clipPath>`).join(""),
  ].join("\n");

  const cloth = ribbons.map((ribbon, i) => drawRibbon(design, ribbon, i, view)).join("\n");
  const frameInset = size === "large" ? 26 : 20;
  const ornament =
    size === "large"
      ? cornerOrnament(design, 150, view.height - 120, 1)
      : cornerOrnament(design, view.width / 2, 70, 0.8);
  const body = `
  <rect width="${view.width}" height="${view.height}" fill="url(#ground)"/>
  <rect width="${view.width}" height="${view.height}" fill="url(#damask)" opacity="0.07"/>
  <rect width="${view.width}" height="${view.height}" fill="url(#glow)"/>
  ${cloth}
  <rect width="${view.width}" height="${view.height}" fill="url(#words-fade)"/>
  <rect x="${frameInset}" y="${frameInset}" width="${view.width - 2 * frameInset}" height="${view.height - 2 * frameInset}" fill="none" stroke="${zari.flat}" stroke-opacity="0.55" stroke-width="1.5"/>
  <rect x="${frameInset + 7}" y="${frameInset + 7}" width="${view.width - 2 * frameInset - 14}" height="${view.height - 2 * frameInset - 14}" fill="none" stroke="${zari.flat}" stroke-opacity="0.3" stroke-width="0.8"/>
  ${ornament}`;
  return svgDocument({ view, pixels, defs, body });
}

function bezier([a, b, c, d]: [Point, Point, Point, Point], reverse = false): string {
  return reverse
    ? `L${n(d[0])} ${n(d[1])} C${n(c[0])} ${n(c[1])} ${n(b[0])} ${n(b[1])} ${n(a[0])} ${n(a[1])}`
    : `M${n(a[0])} ${n(a[1])} C${n(b[0])} ${n(b[1])} ${n(c[0])} ${n(c[1])} ${n(d[0])} ${n(d[1])}`;
}

const ribbonPath = (ribbon: Ribbon) => `${bezier(ribbon.top)} ${bezier(ribbon.bottom, true)} Z`;
const curvePath = (curve: [Point, Point, Point, Point]) => bezier(curve);

/** One length of cloth: ground and motifs, a zari border along its upper edge, sheen and shade. */
function drawRibbon(
  design: FabricDesign,
  ribbon: Ribbon,
  index: number,
  view: { width: number; height: number },
): string {
  const zari = zariPaint(design);
  const ground = ribbon.cloth === "pallu" ? design.pallu : design.body;
  const motif = ribbon.cloth === "pallu" ? clothPaint(design, "pallu-motif") : clothPaint(design, "body-motif");
  const middle: [Point, Point, Point, Point] = ribbon.top.map((p, i) => {
    const q = ribbon.bottom[i] ?? p;
    return [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
  }) as [Point, Point, Point, Point];
  const edge = curvePath(ribbon.top);
  const lower = curvePath(ribbon.bottom);
  return `<g>
  ${softShadow(ribbonPath(ribbon), { dx: 10, dy: 22, opacity: 0.45, spread: 26 })}
  <g clip-path="url(#ribbon-${index})">
    <rect width="${view.width}" height="${view.height}" fill="${ground}"/>
    <rect width="${view.width}" height="${view.height}" fill="${motif}"/>
    <rect width="${view.width}" height="${view.height}" fill="${clothPaint(design, "grain")}"/>
    ${softStroke(curvePath(middle), "#fff", 0.08 + design.lustre * 0.16, 110)}
    ${softStroke(lower, "#000", 0.4, 150)}
    <path d="${edge}" fill="none" stroke="${design.border}" stroke-width="96"/>
    <path d="${edge}" fill="none" stroke="${zari.paint}" stroke-width="70"/>
    <path d="${edge}" fill="none" stroke="${design.border}" stroke-width="38"/>
    <path d="${edge}" fill="none" stroke="${zari.paint}" stroke-width="30"/>
    <path d="${edge}" fill="none" stroke="${design.border}" stroke-width="7" stroke-dasharray="0.1 16" stroke-linecap="round"/>
    <path d="${edge}" fill="none" stroke="${zari.paint}" stroke-width="4"/>
    <path d="${lower}" fill="none" stroke="${zari.paint}" stroke-width="8"/>
  </g>
</g>`;
}

function largeRibbons(view: { width: number; height: number }, random: Random): Ribbon[] {
  const { width: w, height: h } = view;
  const j = () => random.between(-30, 30);
  return [
    {
      cloth: "body",
      top: [
        [w * 0.52, h + 40],
        [w * 0.62 + j(), h * 0.45],
        [w * 0.78, h * 0.95 + j()],
        [w + 60, h * 0.18],
      ],
      bottom: [
        [w * 0.64, h + 60],
        [w * 0.7 + j(), h * 0.78],
        [w * 0.84, h * 1.15],
        [w + 60, h * 0.62],
      ],
    },
    {
      cloth: "pallu",
      top: [
        [w * 0.6, -40],
        [w * 0.66 + j(), h * 0.4],
        [w * 0.86, h * 0.05 + j()],
        [w + 60, h * 0.55],
      ],
      bottom: [
        [w * 0.78, -40],
        [w * 0.78 + j(), h * 0.25],
        [w * 0.9, h * 0.35],
        [w + 60, h * 0.95],
      ],
    },
  ];
}

function smallRibbons(view: { width: number; height: number }, random: Random): Ribbon[] {
  const { width: w, height: h } = view;
  const j = () => random.between(-20, 20);
  return [
    {
      cloth: "body",
      top: [
        [-40, h * 0.7],
        [w * 0.25 + j(), h * 0.42],
        [w * 0.65, h * 0.82 + j()],
        [w + 40, h * 0.5],
      ],
      bottom: [
        [-40, h * 0.95],
        [w * 0.3, h * 0.68],
        [w * 0.6, h * 1.05],
        [w + 40, h * 0.8],
      ],
    },
    {
      cloth: "pallu",
      top: [
        [-40, h * 0.9],
        [w * 0.4 + j(), h * 0.66],
        [w * 0.7, h * 1.02 + j()],
        [w + 40, h * 0.74],
      ],
      bottom: [
        [-40, h + 60],
        [w * 0.35, h + 40],
        [w * 0.7, h + 80],
        [w + 40, h + 60],
      ],
    },
  ];
}

/** A small gold motif: a paisley flanked by two flowers, placed where it frames the words. */
function cornerOrnament(design: FabricDesign, x: number, y: number, scale: number): string {
  const zari = zariPaint(design);
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${scale})" opacity="0.85">
  <path d="M-90 0 L-30 0 M30 0 L90 0" stroke="${zari.flat}" stroke-width="1.5"/>
  <path d="${PAISLEY_OUTLINE}" transform="scale(0.32) rotate(90)" fill="none" stroke="${zari.flat}" stroke-width="5"/>
  ${flower(zari.flat, darken(design.body, 0.4), -100, 0, 0.45)}${flower(zari.flat, darken(design.body, 0.4), 100, 0, 0.45)}
</g>`;
}
