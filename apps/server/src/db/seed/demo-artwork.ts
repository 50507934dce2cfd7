import {
  categoryTileArtwork,
  garmentArtwork,
  hashText,
  heroBannerArtwork,
  sareeArtwork,
  seededRandom,
} from "./artwork.js";
import type { BodyMotif, BorderMotif, FabricDesign, PalluMotif, SareePose, Zari } from "./artwork.js";
import { DEMO_COLOURS } from "./demo-catalogue.js";
import type { DemoCategory, DemoProduct } from "./demo-catalogue.js";
import type { DemoSlide } from "./demo-site.js";

/** How each category's cloth looks: its zari, its sheen and the motifs its weavers use. */
type CategoryLook = {
  zari: Zari;
  lustre: number;
  sheer: boolean;
  /** Kanjivaram-style: border and pallu in a contrasting colour. */
  contrast: boolean;
  body: BodyMotif[];
  border: BorderMotif[];
  pallu: PalluMotif[];
};

const LOOKS: Record<string, CategoryLook> = {
  Banarasi: {
    zari: "gold",
    lustre: 0.9,
    sheer: false,
    contrast: false,
    body: ["flower", "coin", "flower"],
    border: ["vine"],
    pallu: ["paisley", "lotus"],
  },
  Kanjivaram: {
    zari: "gold",
    lustre: 0.95,
    sheer: false,
    contrast: true,
    body: ["coin", "dot", "check"],
    border: ["temple"],
    pallu: ["peacock", "temple", "paisley"],
  },
  "Mysore Silk": {
    zari: "gold",
    lustre: 1,
    sheer: false,
    contrast: false,
    body: ["dot"],
    border: ["thin"],
    pallu: ["stripes", "paisley"],
  },
  Chanderi: {
    zari: "gold",
    lustre: 0.5,
    sheer: true,
    contrast: false,
    body: ["coin"],
    border: ["thin", "vine"],
    pallu: ["lotus", "stripes"],
  },
  Organza: {
    zari: "gold",
    lustre: 0.6,
    sheer: true,
    contrast: false,
    body: ["sprig", "dot"],
    border: ["lace", "thin"],
    pallu: ["floral"],
  },
  Linen: {
    zari: "silver",
    lustre: 0.25,
    sheer: false,
    contrast: false,
    body: ["slub"],
    border: ["thin", "stripes"],
    pallu: ["stripes"],
  },
  Cotton: {
    zari: "thread",
    lustre: 0.1,
    sheer: false,
    contrast: true,
    body: ["check", "stripe", "sprig", "dot"],
    border: ["stripes"],
    pallu: ["stripes", "checks"],
  },
  Chiffon: {
    zari: "silver",
    lustre: 0.4,
    sheer: true,
    contrast: false,
    body: ["sequin", "sprig"],
    border: ["lace"],
    pallu: ["floral"],
  },
  Georgette: {
    zari: "gold",
    lustre: 0.35,
    sheer: true,
    contrast: false,
    body: ["sequin", "sprig", "dot"],
    border: ["lace", "thin"],
    pallu: ["floral", "paisley"],
  },
  Lehenga: {
    zari: "gold",
    lustre: 0.7,
    sheer: false,
    contrast: true,
    body: ["flower", "sequin", "coin"],
    border: ["vine", "temple", "lace"],
    pallu: ["paisley"],
  },
  Kurta: {
    zari: "gold",
    lustre: 0.4,
    sheer: false,
    contrast: false,
    body: ["sprig", "flower", "dot", "coin"],
    border: ["vine", "stripes", "thin"],
    pallu: ["paisley"],
  },
};

/** For each colour: the border colour a weaver would pair with it, and a thread that shows on it. */
const COLOUR_PAIRS: Record<string, { contrast: string; thread: string }> = {
  Maroon: { contrast: "#C7941A", thread: "#F2D27A" },
  "Crimson Red": { contrast: "#0F6B4F", thread: "#F4ECD8" },
  "Rani Pink": { contrast: "#0F6B4F", thread: "#F6E3B4" },
  Peach: { contrast: "#006D77", thread: "#B83260" },
  "Mustard Yellow": { contrast: "#7B1E2B", thread: "#7B1E2B" },
  "Emerald Green": { contrast: "#C2185B", thread: "#F2C94C" },
  "Peacock Blue": { contrast: "#A0185A", thread: "#F2C94C" },
  "Royal Blue": { contrast: "#C7941A", thread: "#F4ECD8" },
  Purple: { contrast: "#0F6B4F", thread: "#F2C94C" },
  Lavender: { contrast: "#5B2A86", thread: "#5B2A86" },
  Ivory: { contrast: "#8C1C2B", thread: "#B3122E" },
  Black: { contrast: "#B3122E", thread: "#E8C76E" },
};

const PALLU_MOTIFS: readonly string[] = ["paisley", "peacock", "temple", "stripes", "floral", "lotus", "checks"];

export function productDesign(product: Pick<DemoProduct, "name" | "category" | "colour" | "motif">): FabricDesign {
  const random = seededRandom(product.name);
  const look = LOOKS[product.category] ?? (LOOKS.Banarasi as CategoryLook);
  const body = DEMO_COLOURS.find((colour) => colour.name === product.colour)?.code ?? "#7B1E2B";
  const pair = COLOUR_PAIRS[product.colour] ?? { contrast: "#C7941A", thread: "#F2D27A" };
  const zari: Zari = /silver/i.test(product.name) ? "silver" : look.zari;
  const palluMotif =
    product.motif && PALLU_MOTIFS.includes(product.motif) ? (product.motif as PalluMotif) : random.pick(look.pallu);
  return {
    body,
    border: look.contrast ? pair.contrast : body,
    pallu: look.contrast && product.category !== "Cotton" ? pair.contrast : body,
    thread: look.zari === "thread" || palluMotif === "floral" || look.body.includes("sprig") ? pair.thread : "#E8C76E",
    zari,
    bodyMotif: palluMotif === "checks" ? "check" : random.pick(look.body),
    borderMotif: random.pick(look.border),
    palluMotif,
    lustre: look.lustre,
    sheer: look.sheer,
  };
}

/** The SVG documents of a product's gallery: the whole piece first, then close-ups. */
export function productArtworks(product: DemoProduct, category: DemoCategory, index: number): string[] {
  const design = productDesign(product);
  const seed = hashText(product.name);
  if (category.subject !== "saree") {
    return [garmentArtwork(design, category.subject, seed), garmentArtwork(design, category.subject, seed, true)];
  }
  const poses: SareePose[] = [index % 2 === 0 ? "hanger" : "folded", "pallu-detail"];
  if (index % 3 === 0) poses.push("pleats");
  return poses.map((pose, i) => sareeArtwork(design, pose, seed + i));
}

export function categoryArtwork(category: DemoCategory, products: readonly DemoProduct[]): string {
  const designs = products
    .filter((product) => product.category === category.name)
    .slice(0, 4)
    .map(productDesign);
  const subject = category.subject === "saree" ? "sarees" : category.subject;
  return categoryTileArtwork(designs, subject, hashText(category.name));
}

export function slideArtworks(slide: DemoSlide, index: number): { small: string; large: string } {
  const seed = hashText(slide.title) + index;
  return {
    small: heroBannerArtwork(slide.design, "small", seed),
    large: heroBannerArtwork(slide.design, "large", seed),
  };
}
