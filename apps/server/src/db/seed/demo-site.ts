import type { Banner, Footer } from "@pallu/domain";
import type { FabricDesign } from "./art/fabric.js";

/** The home page's nine default hero slides and the editable banner and footer content. */

export type DemoSlide = { title: string; description: string; alt: string; design: FabricDesign };

/** The site_content values, in the shapes the site service validates them against. */
export type BannerContent = Banner;
export type FooterContent = Footer;

const silk = { zari: "gold", lustre: 0.9, sheer: false } as const;

export const DEMO_SLIDES: readonly DemoSlide[] = [
  {
    title: "Banarasi silk, woven in Varanasi",
    description: "Katan silk with real zari borders and paisley pallus, straight from the weavers' looms.",
    alt: "A maroon Banarasi silk saree with a gold zari border flowing across a deep maroon background",
    design: {
      ...silk,
      body: "#7B1E2B",
      border: "#7B1E2B",
      pallu: "#7B1E2B",
      thread: "#E8C76E",
      bodyMotif: "flower",
      borderMotif: "vine",
      palluMotif: "paisley",
    },
  },
  {
    title: "Kanjivaram temple borders",
    description: "Pure mulberry silk with contrast korvai borders, made to be handed down.",
    alt: "An emerald Kanjivaram silk saree with a rani pink temple border and peacock pallu",
    design: {
      ...silk,
      body: "#0F6B4F",
      border: "#C2185B",
      pallu: "#C2185B",
      thread: "#E8C76E",
      bodyMotif: "coin",
      borderMotif: "temple",
      palluMotif: "peacock",
    },
  },
  {
    title: "Royal blue for the wedding season",
    description: "Sarees in deep blues and gold for sangeet nights and receptions.",
    alt: "A royal blue silk saree with gold temple motifs sweeping across the frame",
    design: {
      ...silk,
      body: "#1F3A93",
      border: "#1F3A93",
      pallu: "#1F3A93",
      thread: "#E8C76E",
      bodyMotif: "dot",
      borderMotif: "temple",
      palluMotif: "temple",
    },
  },
  {
    title: "Mustard and maroon, a festive pair",
    description: "Warm silks with lotus pallus for haldi, Pongal and Durga Puja.",
    alt: "A mustard silk saree with a maroon border and lotus motifs in gold",
    design: {
      ...silk,
      body: "#C7941A",
      border: "#7B1E2B",
      pallu: "#7B1E2B",
      thread: "#E8C76E",
      bodyMotif: "flower",
      borderMotif: "vine",
      palluMotif: "lotus",
    },
  },
  {
    title: "Rani pink, all celebration",
    description: "Brocades and organzas in the colour of every Indian festivity.",
    alt: "A rani pink silk saree with gold floral motifs on a deep pink background",
    design: {
      ...silk,
      body: "#C2185B",
      border: "#C2185B",
      pallu: "#C2185B",
      thread: "#E8C76E",
      bodyMotif: "sequin",
      borderMotif: "vine",
      palluMotif: "floral",
      lustre: 0.8,
    },
  },
  {
    title: "Ivory and gold, for every puja",
    description: "Kasavu-inspired ivory silks with fine gold borders.",
    alt: "An ivory silk saree with a gold border against a warm brown background",
    design: {
      ...silk,
      body: "#EFE3C6",
      border: "#8C1C2B",
      pallu: "#EFE3C6",
      thread: "#B8892B",
      bodyMotif: "coin",
      borderMotif: "temple",
      palluMotif: "paisley",
    },
  },
  {
    title: "Black with gold zari",
    description: "Evening sarees with a glow of gold, for the nights you want to remember.",
    alt: "A black silk saree with a gold zari border and paisley pallu on a black background",
    design: {
      ...silk,
      body: "#1A1A1A",
      border: "#1A1A1A",
      pallu: "#1A1A1A",
      thread: "#E8C76E",
      bodyMotif: "flower",
      borderMotif: "vine",
      palluMotif: "paisley",
    },
  },
  {
    title: "Peacock blue from the south",
    description: "Silks in the colours of the mayil, with magenta borders and temple spires.",
    alt: "A peacock blue silk saree with a magenta temple border and gold checks",
    design: {
      ...silk,
      body: "#006D77",
      border: "#A0185A",
      pallu: "#A0185A",
      thread: "#E8C76E",
      bodyMotif: "check",
      borderMotif: "temple",
      palluMotif: "checks",
    },
  },
  {
    title: "Everyday handlooms",
    description: "Cottons and linens from Bengal, Bhagalpur and Maheshwar, soft from the first wear.",
    alt: "A purple handloom saree with a silver border and striped pallu",
    design: {
      body: "#5B2A86",
      border: "#5B2A86",
      pallu: "#5B2A86",
      thread: "#D9DADC",
      zari: "silver",
      lustre: 0.5,
      sheer: false,
      bodyMotif: "dot",
      borderMotif: "thin",
      palluMotif: "stripes",
    },
  },
];

export const DEMO_BANNER: BannerContent = {
  text: "Free shipping across India · Cash on delivery available",
  link: "/search",
};

/**
 * The demo shop's name and contact details, written as its first settings: every other setting
 * starts at its default. A seller renames the shop in Settings.
 */
export const DEMO_BRAND = {
  shopName: "Pallu",
  shortName: "Pallu",
  tagline: "Handwoven Sarees & Indian Clothing",
  email: "hello@pallu.example",
  phone: "+91 98765 43210",
  whatsapp: "+91 98765 43210",
  address: "12 Weavers' Lane, Chowk, Varanasi, Uttar Pradesh 221001",
  instagramUrl: "https://www.instagram.com/pallu.example",
  facebookUrl: "https://www.facebook.com/pallu.example",
  youtubeUrl: "https://www.youtube.com/@pallu.example",
};

export const DEMO_FOOTER: FooterContent = {
  about:
    "Handwoven sarees and Indian clothing, straight from weavers in Varanasi, Kanchipuram, Bhagalpur and beyond to your door, at fair prices for both of you.",
  email: "hello@pallu.example",
  phone: "+91 98765 43210",
  whatsapp: "+91 98765 43210",
  address: "12 Weavers' Lane, Chowk, Varanasi, Uttar Pradesh 221001",
  social: {
    facebook: "https://www.facebook.com/pallu.example",
    twitter: "https://x.com/pallu_example",
    instagram: "https://www.instagram.com/pallu.example",
    pinterest: "https://www.pinterest.com/pallu_example",
    youtube: "https://www.youtube.com/@pallu.example",
  },
};
