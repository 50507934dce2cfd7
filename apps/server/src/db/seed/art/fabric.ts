import { darken, lighten, mix } from "./colour.js";
import { coin, flower, leaf, lotus, paisley, peacock, sprig, templeTooth } from "./motifs.js";
import { seededRandom } from "./prng.js";
import { n } from "./svg.js";

export type Zari = "gold" | "silver" | "thread";
export type BodyMotif = "flower" | "coin" | "dot" | "check" | "sprig" | "sequin" | "slub" | "stripe";
export type BorderMotif = "vine" | "temple" | "stripes" | "lace" | "thin";
export type PalluMotif = "paisley" | "peacock" | "temple" | "stripes" | "floral" | "lotus" | "checks";

/** Everything that decides how a piece of cloth looks: its colours and its weave. */
export type FabricDesign = {
  body: string;
  border: string;
  pallu: string;
  /** Thread colour of motifs that are not zari (prints, embroidery, cotton weaves). */
  thread: string;
  zari: Zari;
  bodyMotif: BodyMotif;
  borderMotif: BorderMotif;
  palluMotif: PalluMotif;
  /** Silk catches light in broad sheens; cotton and linen stay matte. */
  lustre: number;
  /** Chiffon, georgette and organza let the backdrop through a little. */
  sheer: boolean;
  /** Prefixes the ids of this cloth's patterns when several cloths share one drawing. */
  idPrefix?: string;
};

const ref = (design: FabricDesign, id: string) => `${design.idPrefix ?? ""}${id}`;

/** A paint server of this cloth by name, for drawings that fill their own shapes with it. */
export const clothPaint = (design: FabricDesign, name: "body-motif" | "pallu-motif" | "grain") =>
  `url(#${ref(design, name)})`;

const ZARI_STOPS: Record<Exclude<Zari, "thread">, string[]> = {
  gold: ["#8a6420", "#e8c76e", "#b8892b", "#f6dc92", "#9c7424", "#d9b25a"],
  silver: ["#7d7f84", "#e9eaec", "#a4a6ab", "#f4f4f5", "#8e9095", "#cfd1d4"],
};

/** The metallic paint of the zari and the mid-tone used where a flat colour reads better. */
export function zariPaint(design: FabricDesign): { paint: string; flat: string; deep: string } {
  if (design.zari === "thread") return { paint: design.thread, flat: design.thread, deep: darken(design.thread, 0.25) };
  const stops = ZARI_STOPS[design.zari];
  return { paint: `url(#${ref(design, "zari")})`, flat: stops[5] ?? "#d9b25a", deep: stops[0] ?? "#8a6420" };
}

/** Pattern tiles and gradients the cloth builders below refer to by id. */
export function fabricDefs(design: FabricDesign, seed: number): string {
  const zari = zariPaint(design);
  const stops =
    design.zari === "thread" ? [design.thread, lighten(design.thread, 0.15), design.thread] : ZARI_STOPS[design.zari];
  const zariGradient = `<linearGradient id="${ref(design, "zari")}" x1="0" y1="0" x2="1" y2="1" spreadMethod="reflect" gradientUnits="userSpaceOnUse" gradientTransform="scale(60)">
    ${stops.map((colour, i) => `<stop offset="${(i / (stops.length - 1)).toFixed(3)}" stop-color="${colour}"/>`).join("")}
  </linearGradient>`;
  return [
    zariGradient,
    weavePattern(design, seed),
    bodyPattern(design, zari.flat),
    palluPattern(design, zari.flat),
    borderPattern(design, zari.flat),
  ].join("\n");
}

/**
 * Slubs and thread-thick lines of the weave, scattered by the seeded generator over one tile: it
 * reads as grain and costs far less to draw than a noise filter.
 */
function weavePattern(design: FabricDesign, seed: number): string {
  const random = seededRandom(seed ^ 0x5eed);
  const matte = design.lustre < 0.5;
  const slubs: string[] = [];
  for (let i = 0; i < 70; i++) {
    const light = random.chance(0.45);
    const opacity = random.between(0.04, matte ? 0.16 : 0.1);
    slubs.push(
      `<rect x="${n(random.between(-20, 240))}" y="${n(random.int(0, 39) * 2)}" width="${n(random.between(8, 60))}" height="${n(random.between(0.7, 1.5))}" rx="0.6" fill="${light ? "#fff" : "#000"}" fill-opacity="${opacity.toFixed(3)}"/>`,
    );
  }
  return `<pattern id="${ref(design, "grain")}" width="240" height="80" patternUnits="userSpaceOnUse">${slubs.join("")}</pattern>`;
}

function bodyPattern(design: FabricDesign, zari: string): string {
  const motifColour = design.zari === "thread" ? design.thread : zari;
  // two motifs per tile, on the diagonal: the staggered layout of woven buttis
  const tile = (size: number, motif: (x: number, y: number) => string) =>
    `<pattern id="${ref(design, "body-motif")}" width="${size}" height="${size}" patternUnits="userSpaceOnUse">${motif(size / 4, size / 4)}${motif((size * 3) / 4, (size * 3) / 4)}</pattern>`;
  switch (design.bodyMotif) {
    case "flower":
      return tile(
        46,
        (x, y) =>
          `<g transform="translate(${x} ${y}) scale(0.42)">${flower(motifColour, darken(design.body, 0.2))}</g>`,
      );
    case "coin":
      return tile(
        52,
        (x, y) => `<g transform="translate(${x} ${y}) scale(0.7)">${coin(motifColour, darken(motifColour, 0.35))}</g>`,
      );
    case "dot":
      return tile(22, (x, y) => `<circle cx="${x}" cy="${y}" r="1.9" fill="${motifColour}"/>`);
    case "sequin":
      return tile(
        30,
        (x, y) =>
          `<circle cx="${x}" cy="${y}" r="2.4" fill="${motifColour}"/><circle cx="${x - 0.8}" cy="${y - 0.8}" r="0.9" fill="#ffffff" opacity="0.8"/>`,
      );
    case "sprig":
      return tile(
        64,
        (x, y) =>
          `<g transform="translate(${x} ${y}) scale(0.75) rotate(${x > 20 ? 20 : -15})">${sprig(darken(design.thread, 0.1), lighten(design.thread, 0.1))}</g>`,
      );
    case "check": {
      const line = design.zari === "thread" ? design.thread : zari;
      return `<pattern id="${ref(design, "body-motif")}" width="34" height="34" patternUnits="userSpaceOnUse">
        <rect x="0" y="0" width="34" height="3" fill="${line}" opacity="0.75"/><rect x="0" y="0" width="3" height="34" fill="${line}" opacity="0.75"/>
        <rect x="0" y="6" width="34" height="1" fill="${line}" opacity="0.5"/><rect x="6" y="0" width="1" height="34" fill="${line}" opacity="0.5"/>
      </pattern>`;
    }
    case "stripe":
      return `<pattern id="${ref(design, "body-motif")}" width="18" height="18" patternUnits="userSpaceOnUse"><rect width="2" height="18" fill="${design.thread}" opacity="0.55"/><rect x="8" width="1" height="18" fill="${design.thread}" opacity="0.35"/></pattern>`;
    case "slub":
      return `<pattern id="${ref(design, "body-motif")}" width="120" height="9" patternUnits="userSpaceOnUse">
        <rect x="6" y="2" width="42" height="1.6" rx="0.8" fill="${lighten(design.body, 0.25)}" opacity="0.55"/>
        <rect x="70" y="6.5" width="30" height="1.4" rx="0.7" fill="${darken(design.body, 0.2)}" opacity="0.45"/>
      </pattern>`;
  }
}

function palluPattern(design: FabricDesign, zari: string): string {
  const ink = design.zari === "thread" ? design.thread : zari;
  const ground = design.pallu;
  switch (design.palluMotif) {
    case "paisley":
      return `<pattern id="${ref(design, "pallu-motif")}" width="120" height="150" patternUnits="userSpaceOnUse">
        <g transform="translate(30 40) scale(0.52) rotate(-12)">${paisley(ink, ground)}</g>
        <g transform="translate(90 115) scale(0.52) rotate(-12)">${paisley(ink, ground)}</g>
        ${flower(ink, ground, 90, 40, 0.55)}${flower(ink, ground, 30, 115, 0.55)}
      </pattern>`;
    case "peacock":
      return `<pattern id="${ref(design, "pallu-motif")}" width="150" height="120" patternUnits="userSpaceOnUse">
        <g transform="translate(40 60) scale(0.62)">${peacock(ink, ground)}</g>
        <g transform="translate(112 60) scale(-0.62 0.62)">${peacock(ink, ground)}</g>
        <rect x="0" y="114" width="150" height="2.5" fill="${ink}"/>
        <circle cx="76" cy="20" r="3.2" fill="${ink}"/>
      </pattern>`;
    case "temple":
      return `<pattern id="${ref(design, "pallu-motif")}" width="60" height="90" patternUnits="userSpaceOnUse">
        <g transform="translate(30 40)">${templeTooth(46, 34, ink)}</g>
        <g transform="translate(0 46) scale(1 -1)">${templeTooth(46, 30, ink)}</g>
        <g transform="translate(60 46) scale(1 -1)">${templeTooth(46, 30, ink)}</g>
        <circle cx="30" cy="70" r="3" fill="${ink}"/>
      </pattern>`;
    case "stripes":
      return `<pattern id="${ref(design, "pallu-motif")}" width="40" height="44" patternUnits="userSpaceOnUse">
        <rect y="0" width="40" height="10" fill="${ink}"/><rect y="14" width="40" height="2" fill="${ink}"/>
        <rect y="20" width="40" height="2" fill="${ink}"/><circle cx="20" cy="33" r="2.4" fill="${ink}"/>
      </pattern>`;
    case "floral": {
      const bloom = design.thread;
      const leafColour = mix(design.thread, "#2f6b3a", 0.6);
      return `<pattern id="${ref(design, "pallu-motif")}" width="110" height="110" patternUnits="userSpaceOnUse">
        ${leaf(leafColour, 30, 30, 20, 1.4)}${leaf(leafColour, 30, 30, 150, 1.3)}
        ${flower(bloom, lighten(bloom, 0.5), 30, 30, 1.3)}
        ${leaf(leafColour, 85, 85, -30, 1.2)}${leaf(leafColour, 85, 85, 200, 1.2)}
        ${flower(lighten(bloom, 0.3), bloom, 85, 85, 1.0)}
        <circle cx="85" cy="30" r="2.4" fill="${ink}"/><circle cx="30" cy="85" r="2.4" fill="${ink}"/>
      </pattern>`;
    }
    case "lotus":
      return `<pattern id="${ref(design, "pallu-motif")}" width="100" height="100" patternUnits="userSpaceOnUse">
        <g transform="translate(25 30) scale(0.55)">${lotus(ink, ground)}</g>
        <g transform="translate(75 80) scale(0.55)">${lotus(ink, ground)}</g>
      </pattern>`;
    case "checks":
      return `<pattern id="${ref(design, "pallu-motif")}" width="48" height="48" patternUnits="userSpaceOnUse">
        <rect width="48" height="5" fill="${ink}"/><rect width="5" height="48" fill="${ink}"/>
        <rect y="9" width="48" height="1.5" fill="${ink}"/><rect x="9" width="1.5" height="48" fill="${ink}"/>
        <circle cx="29" cy="29" r="3" fill="${ink}"/>
      </pattern>`;
  }
}

/**
 * The border's running motif in a 40-unit-high tile laid out along x; borderBand scales it to
 * the band. The temple border draws its teeth and beads itself and needs none.
 */
function borderPattern(design: FabricDesign, zari: string): string {
  // thread borders need a colour that shows on the border ground: the body's
  const ink = design.zari === "thread" ? (design.thread === design.border ? design.body : design.thread) : zari;
  switch (design.borderMotif) {
    case "vine":
      return `<pattern id="${ref(design, "border-motif")}" width="44" height="40" patternUnits="userSpaceOnUse">
        <path d="M0 20 C11 8 22 8 22 20 C22 32 33 32 44 20" fill="none" stroke="${design.border}" stroke-width="2.4"/>
        ${leaf(design.border, 10, 13, -40, 0.7)}${leaf(design.border, 32, 27, 140, 0.7)}
        ${flower(design.border, ink, 22, 20, 0.32)}
      </pattern>`;
    case "temple":
      return "";
    case "stripes":
      return `<pattern id="${ref(design, "border-motif")}" width="10" height="40" patternUnits="userSpaceOnUse">
        <rect y="8" width="10" height="3" fill="${ink}"/><rect y="17" width="10" height="1.5" fill="${ink}"/><rect y="24" width="10" height="5" fill="${ink}"/><rect x="4" y="32" width="2" height="4" fill="${ink}"/>
      </pattern>`;
    case "lace":
      return `<pattern id="${ref(design, "border-motif")}" width="18" height="40" patternUnits="userSpaceOnUse">
        <path d="M0 28 A9 9 0 0 0 18 28" fill="${ink}"/><circle cx="9" cy="16" r="3.4" fill="none" stroke="${design.border}" stroke-width="1.4"/>
      </pattern>`;
    case "thin":
      return `<pattern id="${ref(design, "border-motif")}" width="12" height="40" patternUnits="userSpaceOnUse"><rect x="2" y="18" width="8" height="4" rx="2" fill="${design.border}"/></pattern>`;
  }
}

/** The body of the saree: ground colour, weave grain and the scattered buttis. */
export function bodyCloth(design: FabricDesign, x: number, y: number, width: number, height: number): string {
  return `<g>
  <rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${design.body}"/>
  <rect x="${x}" y="${y}" width="${width}" height="${height}" fill="url(#${ref(design, "body-motif")})"/>
  <rect x="${x}" y="${y}" width="${width}" height="${height}" fill="url(#${ref(design, "grain")})"/>
</g>`;
}

/** The pallu: a band of zari stripes where it starts, then the ground with its large motifs. */
export function palluCloth(design: FabricDesign, x: number, y: number, width: number, height: number): string {
  const zari = zariPaint(design);
  const header = Math.min(70, height * 0.16);
  const lines = [
    [0, 0.12, zari.paint],
    [0.18, 0.05, zari.paint],
    [0.27, 0.3, design.border],
    [0.33, 0.18, zari.paint],
    [0.62, 0.05, zari.paint],
    [0.72, 0.16, zari.paint],
  ] as const;
  return `<g>
  <rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${design.pallu}"/>
  <rect x="${x}" y="${y + header}" width="${width}" height="${height - header}" fill="url(#${ref(design, "pallu-motif")})"/>
  ${lines.map(([offset, size, paint]) => `<rect x="${x}" y="${y + offset * header}" width="${width}" height="${size * header}" fill="${paint}"/>`).join("")}
  <rect x="${x}" y="${y}" width="${width}" height="${height}" fill="url(#${ref(design, "grain")})"/>
</g>`;
}

/**
 * The border in its own frame: it runs along x for `length`, y = 0 is the outer selvedge and
 * y = thickness the edge that meets the body. Place it with a transform.
 */
export function borderBand(design: FabricDesign, length: number, thickness: number): string {
  const zari = zariPaint(design);
  const t = thickness;
  const selvedge = `<rect width="${length}" height="${t * 0.07}" fill="${zari.paint}"/>`;
  switch (design.borderMotif) {
    case "vine":
      return `<g>
  <rect width="${length}" height="${t}" fill="${design.border}"/>
  ${selvedge}
  <rect y="${t * 0.14}" width="${length}" height="${t * 0.66}" fill="${zari.paint}"/>
  <g transform="translate(0 ${t * 0.14}) scale(1 ${(t * 0.66) / 40})"><rect width="${length}" height="40" fill="url(#${ref(design, "border-motif")})"/></g>
  <rect y="${t * 0.86}" width="${length}" height="${t * 0.05}" fill="${zari.paint}"/>
</g>`;
    case "temple": {
      const teeth = Math.ceil(length / 34) + 1;
      const tooth = templeTooth(26, t * 0.42, design.border);
      return `<g>
  <rect width="${length}" height="${t}" fill="${design.border}"/>
  ${selvedge}
  <rect y="${t * 0.16}" width="${length}" height="${t * 0.05}" fill="${zari.paint}"/>
  <g>${Array.from({ length: Math.ceil(length / 16) }, (_, i) => `<circle cx="${i * 16 + 8}" cy="${n(t * 0.45)}" r="${n(Math.min(3.2, t * 0.07))}" fill="${zari.flat}"/>`).join("")}</g>
  <rect y="${t * 0.68}" width="${length}" height="${t * 0.1}" fill="${zari.paint}"/>
  <g>${Array.from({ length: teeth }, (_, i) => `<g transform="translate(${i * 34 + 13} ${t * 0.99}) scale(1 -1)">${tooth}</g>`).join("")}</g>
  <g>${Array.from({ length: teeth }, (_, i) => `<g transform="translate(${i * 34 + 13} ${t * 0.99}) scale(1 -1) scale(0.55)" opacity="0.9">${templeTooth(26, t * 0.42, zari.flat)}</g>`).join("")}</g>
</g>`;
    }
    case "stripes":
      return `<g>
  <rect width="${length}" height="${t}" fill="${design.border}"/>
  <g transform="scale(1 ${t / 40})"><rect width="${length}" height="40" fill="url(#${ref(design, "border-motif")})"/></g>
</g>`;
    case "lace":
      return `<g>
  <rect width="${length}" height="${t * 0.7}" fill="${design.border}" opacity="0.92"/>
  <g transform="scale(1 ${t / 40})"><rect width="${length}" height="40" fill="url(#${ref(design, "border-motif")})"/></g>
  <rect y="${t * 0.05}" width="${length}" height="${t * 0.08}" fill="${zari.paint}"/>
</g>`;
    case "thin":
      return `<g>
  <rect width="${length}" height="${t * 0.55}" fill="${zari.paint}"/>
  <g transform="scale(1 ${(t * 0.55) / 40})"><rect width="${length}" height="40" fill="url(#${ref(design, "border-motif")})"/></g>
  <rect y="${t * 0.65}" width="${length}" height="${t * 0.06}" fill="${zari.paint}"/>
</g>`;
  }
}
