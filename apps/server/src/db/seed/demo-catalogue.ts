import { FABRICS, NO_SIZE, REGIONS, rupeesToPaise, WEAVES, type AttributeOption, type ProductAttributes } from "@pallu/domain";
import type { ProductDetailRow } from "../schema/index.js";
import { seededRandom } from "./art/prng.js";

/** The demo shop's catalogue: what a fresh clone opens with. Prices are written in rupees. */

export type DemoSubject = "saree" | "lehenga" | "kurta";

export type DemoCategory = {
  name: string;
  subject: DemoSubject;
  hsnCode: string;
  fabric: string;
  weave: string;
  occasion: string;
  care: string;
  /** The sentence every product of the category shares after its own. */
  craft: string;
  /** The size chart shown on the category's product pages (stitched clothes only). */
  sizeChart?: string;
  /** The category's fabric, weave and occasion as the attribute lists name them; a product's name may say otherwise. */
  listed: { fabric: string; weave: string | null; occasion: string };
};

export type DemoColour = { name: string; code: string };

export type DemoBuyingOption = {
  size: string;
  originalPricePaise: number;
  discountedPricePaise: number;
  stock: number;
};

export type DemoProduct = {
  name: string;
  description: string;
  category: string;
  colour: string;
  location: string;
  details: ProductDetailRow[];
  isCod: boolean;
  hsnCode: string;
  sizeOption: boolean;
  options: DemoBuyingOption[];
  viewed: number;
  purchased: number;
  /** How long before seeding the product "arrived", so newest-first lists are staggered. */
  createdHoursAgo: number;
  /** A motif the artwork should use for the pallu or body, when the name promises one. */
  motif: string | undefined;
  attributes: ProductAttributes;
};

export const STITCHED_SIZES = ["S", "M", "L", "XL", "XXL"] as const;
export const SAREE_LENGTH = "5.5 m saree + 0.8 m blouse piece";
const SAREE_LENGTH_METRES = 5.5;

export const DEMO_COLOURS: readonly DemoColour[] = [
  { name: "Maroon", code: "#7B1E2B" },
  { name: "Crimson Red", code: "#B3122E" },
  { name: "Rani Pink", code: "#D81B7A" },
  { name: "Peach", code: "#F4A988" },
  { name: "Mustard Yellow", code: "#D4A017" },
  { name: "Emerald Green", code: "#0F6B4F" },
  { name: "Peacock Blue", code: "#006D77" },
  { name: "Royal Blue", code: "#1F3A93" },
  { name: "Purple", code: "#5B2A86" },
  { name: "Lavender", code: "#B9A3D9" },
  { name: "Ivory", code: "#F4ECD8" },
  { name: "Black", code: "#1A1A1A" },
];

export const DEMO_REGIONS = [
  "Varanasi",
  "Kanchipuram",
  "Mysuru",
  "Bhagalpur",
  "Chanderi",
  "Maheshwar",
  "Jaipur",
  "Lucknow",
  "Kolkata",
  "Pochampally",
  "Surat",
  "Karaikudi",
] as const;

/** The state each demo origin is in, as the region list names it. */
const REGION_OF: Record<(typeof DEMO_REGIONS)[number], string> = {
  Varanasi: "Uttar Pradesh",
  Kanchipuram: "Tamil Nadu",
  Mysuru: "Karnataka",
  Bhagalpur: "Bihar",
  Chanderi: "Madhya Pradesh",
  Maheshwar: "Madhya Pradesh",
  Jaipur: "Rajasthan",
  Lucknow: "Uttar Pradesh",
  Kolkata: "West Bengal",
  Pochampally: "Telangana",
  Surat: "Gujarat",
  Karaikudi: "Tamil Nadu",
};

const SILK_CARE = "Dry clean only. Store wrapped in muslin and refold every few months.";
const SOFT_CARE = "Gentle hand wash in cold water or dry clean. Dry in shade.";

export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  {
    name: "Banarasi",
    listed: { fabric: "silk", weave: "banarasi", occasion: "wedding" },
    subject: "saree",
    hsnCode: "5007",
    fabric: "Pure katan silk",
    weave: "Handloom brocade with real zari",
    occasion: "Weddings, receptions and festivals",
    care: SILK_CARE,
    craft: "Woven on a pit loom in Varanasi, each saree takes a master weaver two to four weeks.",
  },
  {
    name: "Kanjivaram",
    listed: { fabric: "silk", weave: "kanjeevaram", occasion: "wedding" },
    subject: "saree",
    hsnCode: "5007",
    fabric: "Pure mulberry silk",
    weave: "Korvai handloom with a contrast border and pallu",
    occasion: "Weddings, temple visits and festivals",
    care: SILK_CARE,
    craft:
      "The border and pallu are woven separately and interlocked by hand, the Kanchipuram way, so they never come apart.",
  },
  {
    name: "Mysore Silk",
    listed: { fabric: "silk", weave: "mysore-silk", occasion: "festive" },
    subject: "saree",
    hsnCode: "5007",
    fabric: "Pure crepe silk",
    weave: "Power loom with pure gold-coated zari",
    occasion: "Festivals, family functions and office celebrations",
    care: SILK_CARE,
    craft: "Light and fluid, Mysore silk drapes beautifully and is easy to wear through a long day.",
  },
  {
    name: "Chanderi",
    listed: { fabric: "cotton-silk", weave: "chanderi", occasion: "festive" },
    subject: "saree",
    hsnCode: "5007",
    fabric: "Silk cotton",
    weave: "Handloom with extra-weft zari buttis",
    occasion: "Day functions, festivals and office wear",
    care: SOFT_CARE,
    craft: "Chanderi's fine count yarn gives it a sheer, glass-like texture that stays cool in summer.",
  },
  {
    name: "Organza",
    listed: { fabric: "organza", weave: null, occasion: "party" },
    subject: "saree",
    hsnCode: "5007",
    fabric: "Silk organza",
    weave: "Plain weave with embroidery",
    occasion: "Cocktail evenings, sangeet and receptions",
    care: "Dry clean only. Steam iron on low heat.",
    craft: "Crisp yet feather-light, organza holds its pleats and catches the light with every step.",
  },
  {
    name: "Linen",
    listed: { fabric: "linen", weave: null, occasion: "office" },
    subject: "saree",
    hsnCode: "5309",
    fabric: "Pure linen",
    weave: "Handloom with zari border and tassels",
    occasion: "Office wear, day events and summer weddings",
    care: SOFT_CARE,
    craft: "Woven in Bhagalpur from flax yarn, linen breathes in the heat and softens with every wash.",
  },
  {
    name: "Cotton",
    listed: { fabric: "cotton", weave: null, occasion: "casual" },
    subject: "saree",
    hsnCode: "5208",
    fabric: "Pure cotton",
    weave: "Handloom",
    occasion: "Everyday, office and casual wear",
    care: "Hand wash separately in cold water for the first two washes. Starch lightly for a crisp drape.",
    craft: "Handwoven cotton is the most comfortable saree you will own, and it only gets softer with time.",
  },
  {
    name: "Chiffon",
    listed: { fabric: "chiffon", weave: null, occasion: "party" },
    subject: "saree",
    hsnCode: "5407",
    fabric: "Chiffon",
    weave: "Printed and embellished",
    occasion: "Parties, festive evenings and travel",
    care: SOFT_CARE,
    craft: "Chiffon falls in soft, flowing pleats and packs without creasing.",
  },
  {
    name: "Georgette",
    listed: { fabric: "georgette", weave: null, occasion: "party" },
    subject: "saree",
    hsnCode: "5407",
    fabric: "Georgette",
    weave: "Printed and embroidered",
    occasion: "Parties, festivals and family functions",
    care: SOFT_CARE,
    craft: "Georgette has a gentle grain and weight, so the drape sits well and the pleats stay in place.",
  },
  {
    name: "Lehenga",
    listed: { fabric: "silk", weave: null, occasion: "wedding" },
    subject: "lehenga",
    hsnCode: "6204",
    fabric: "Silk blend with cotton lining",
    weave: "Hand embroidery",
    occasion: "Weddings, sangeet and festive celebrations",
    care: "Dry clean only. Store the lehenga flat or hung on a padded hanger.",
    craft:
      "The set includes a semi-stitched choli with extra margin, a flared lehenga with can-can lining and a matching dupatta.",
    sizeChart: [
      "Size | Waist (in) | Hip (in) | Lehenga length (in)",
      "S | 28 | 38 | 41",
      "M | 30 | 40 | 42",
      "L | 32 | 42 | 42",
      "XL | 34 | 44 | 43",
      "XXL | 36 | 46 | 43",
    ].join("\n"),
  },
  {
    name: "Kurta",
    listed: { fabric: "cotton", weave: null, occasion: "casual" },
    subject: "kurta",
    hsnCode: "6211",
    fabric: "Cotton",
    weave: "Straight cut with side slits",
    occasion: "Everyday, office and festive wear",
    care: "Gentle machine wash inside out in cold water. Dry in shade.",
    craft: "A straight, easy fit that pairs with palazzos, churidars or jeans.",
    sizeChart: [
      "Size | Bust (in) | Waist (in) | Length (in)",
      "S | 36 | 32 | 44",
      "M | 38 | 34 | 44",
      "L | 40 | 36 | 45",
      "XL | 42 | 38 | 45",
      "XXL | 44 | 40 | 46",
    ].join("\n"),
  },
];

/** name, colour, origin, original ₹, discounted ₹ (null: no discount), stock (one per size for stitched), lead sentence, motif */
type Row = [string, string, string, number, number | null, number | number[], string, string?];

// one product per line reads as a price list; keep it that way
// prettier-ignore
const ROWS: Record<string, Row[]> = {
  Banarasi: [
    ["Banarasi Katan Silk Saree in Maroon with Zari Border", "Maroon", "Varanasi", 14999, 11999, 12, "A deep maroon katan silk scattered with gold buttis and finished with a broad zari border and a paisley pallu.", "paisley"],
    ["Banarasi Kadhua Silk Saree in Royal Blue with Gold Buttis", "Royal Blue", "Varanasi", 18999, 15999, 4, "Every butti on this royal blue saree is woven separately by hand in the kadhua technique, so there are no loose threads at the back.", "paisley"],
    ["Banarasi Tanchoi Silk Saree in Emerald Green", "Emerald Green", "Varanasi", 12999, null, 9, "An emerald tanchoi weave with tiny self-coloured florals and a restrained gold border, perfect for a daytime wedding.", "lotus"],
    ["Banarasi Brocade Silk Saree in Rani Pink with Meenakari Pallu", "Rani Pink", "Varanasi", 16499, 13999, 0, "Rani pink brocade with meenakari highlights in the pallu, where coloured threads are worked into the gold.", "floral"],
    ["Banarasi Silk Saree in Black with Gold Zari Jaal", "Black", "Varanasi", 8999, 7499, 22, "A black silk saree covered in a fine gold jaal that glows under evening lights.", "paisley"],
    ["Banarasi Shikargah Silk Saree in Mustard Yellow", "Mustard Yellow", "Varanasi", 17999, 15499, 3, "The shikargah pallu tells a hunting-ground story of peacocks and trees, woven in gold on mustard silk.", "peacock"],
    ["Banarasi Bridal Silk Saree in Crimson Red with Kadhua Weave", "Crimson Red", "Varanasi", 21999, 19999, 6, "A classic bridal red with heavy kadhua motifs and a wide gold border that frames the drape.", "paisley"],
    ["Banarasi Soft Silk Saree in Peach with Silver Zari", "Peach", "Varanasi", 7999, 6499, 18, "Soft peach silk with silver zari buttis, light enough for a long summer function.", "lotus"],
    ["Banarasi Jangla Silk Saree in Purple", "Purple", "Varanasi", 15999, null, 11, "A royal purple saree with the jangla pattern of climbing vines spread across the whole body.", "floral"],
    ["Banarasi Cutwork Silk Saree in Ivory and Gold", "Ivory", "Varanasi", 9999, 8499, 14, "Ivory silk with gold cutwork florals, a timeless choice for pujas and festive mornings.", "paisley"],
  ],
  Kanjivaram: [
    ["Kanjivaram Pure Silk Saree — Temple Border in Emerald and Rani Pink", "Emerald Green", "Kanchipuram", 22999, 19999, 5, "Emerald silk with a rani pink korvai border, its temple gopurams rising from the edge in gold.", "temple"],
    ["Kanjivaram Pure Silk Saree in Maroon with Mustard Korvai Border", "Maroon", "Kanchipuram", 24999, 21999, 2, "A heavy maroon Kanjivaram with a contrast mustard border and a rich pallu of mango motifs.", "paisley"],
    ["Kanjivaram Silk Saree in Mustard Yellow with Peacock Pallu", "Mustard Yellow", "Kanchipuram", 18999, 16999, 8, "Mustard silk with a maroon pallu where rows of peacocks face each other in gold zari.", "peacock"],
    ["Kanjivaram Pure Silk Saree in Royal Blue with Rudraksha Border", "Royal Blue", "Kanchipuram", 21499, null, 7, "Royal blue with a border of rudraksha beads and temple spires, finished with a gold-striped pallu.", "temple"],
    ["Kanjivaram Silk Saree in Rani Pink with Mayil Chakram Motifs", "Rani Pink", "Kanchipuram", 19999, 17499, 0, "Rani pink silk with mayil chakram, the peacock wheel, woven across the pallu.", "peacock"],
    ["Kanjivaram Checked Silk Saree in Peacock Blue — Kattam Weave", "Peacock Blue", "Kanchipuram", 16999, 14999, 10, "A peacock blue kattam saree whose checks are outlined in gold, with a contrast temple border.", "checks"],
    ["Kanjivaram Pure Silk Saree in Black with Gold Temple Border", "Black", "Kanchipuram", 23999, 20999, 1, "Black silk and gold zari: a striking Kanjivaram with a deep temple border and gold pallu.", "temple"],
    ["Kanjivaram Soft Silk Saree in Lavender with Silver Zari", "Lavender", "Kanchipuram", 12999, 10999, 15, "A soft silk Kanjivaram in lavender with silver zari, lighter to wear than the traditional weight.", "lotus"],
    ["Kanjivaram Bridal Silk Saree in Crimson Red with Thandavalam Stripes", "Crimson Red", "Kanchipuram", 24999, null, 3, "A bridal crimson with thandavalam stripes across the body and a gold pallu full of annam birds.", "peacock"],
    ["Kanjivaram Silk Saree in Ivory with Gold Zari Border", "Ivory", "Kanchipuram", 15999, 13999, 9, "Ivory silk with a maroon and gold border, a favourite for temple weddings.", "paisley"],
  ],
  "Mysore Silk": [
    ["Mysore Crepe Silk Saree in Crimson Red with Gold Zari Border", "Crimson Red", "Mysuru", 9999, 8999, 12, "A crimson crepe silk with a slim gold border and a zari-striped pallu, made in Mysuru.", "stripes"],
    ["Mysore Silk Saree in Emerald Green with Zari Pallu", "Emerald Green", "Mysuru", 10999, null, 5, "A plain emerald body lets the gold pallu do the talking in this graceful Mysore silk.", "paisley"],
    ["Mysore Silk Saree in Lavender with Silver Border", "Lavender", "Mysuru", 8499, 7499, 0, "Lavender silk with a fine silver border, understated and elegant.", "stripes"],
  ],
  Chanderi: [
    ["Chanderi Silk Cotton Saree in Ivory with Gold Coin Buttis", "Ivory", "Chanderi", 4999, 4299, 13, "Ivory Chanderi dotted with gold asharfi buttis, sheer and light as air.", "lotus"],
    ["Chanderi Saree in Rani Pink with Zari Border", "Rani Pink", "Chanderi", 3999, 3499, 19, "A cheerful rani pink Chanderi with a narrow zari border and a striped pallu.", "stripes"],
    ["Chanderi Silk Saree in Peacock Blue with Asharfi Buttis", "Peacock Blue", "Chanderi", 5999, 5299, 6, "Peacock blue silk Chanderi scattered with coin buttis and a pallu of gold lotuses.", "lotus"],
    ["Chanderi Saree in Mustard Yellow with Silver Zari", "Mustard Yellow", "Chanderi", 2999, null, 0, "Sunny mustard Chanderi with silver zari, made for haldi mornings.", "paisley"],
    ["Chanderi Saree in Emerald Green with Lotus Pallu", "Emerald Green", "Chanderi", 7999, 6999, 3, "Emerald Chanderi with a pallu of woven lotuses and a fine gold border.", "lotus"],
  ],
  Organza: [
    ["Organza Silk Saree in Peach with Embroidered Florals", "Peach", "Varanasi", 6999, 5999, 10, "Peach organza with thread-embroidered florals scattered across the body and pallu.", "floral"],
    ["Organza Saree in Ivory with Scalloped Border", "Ivory", "Surat", 3499, 2999, 17, "An ivory organza with a scalloped embroidered border, crisp and bridesmaid-ready.", "floral"],
    ["Kora Organza Saree in Rani Pink with Zari Buttis", "Rani Pink", "Varanasi", 8999, 7999, 4, "Handwoven kora organza in rani pink with small zari buttis and a woven gold pallu.", "paisley"],
    ["Organza Saree in Lavender with Floral Print", "Lavender", "Surat", 3999, 3299, 0, "Lavender organza printed with soft blooms, a pretty pick for day receptions.", "floral"],
    ["Organza Silk Saree in Emerald Green with Gota Border", "Emerald Green", "Jaipur", 5999, null, 8, "Emerald organza edged with gota patti, the Rajasthani ribbon work that shimmers in gold.", "floral"],
  ],
  Linen: [
    ["Bhagalpur Linen Saree in Ivory with Silver Zari Border", "Ivory", "Bhagalpur", 3499, 2999, 14, "Natural ivory linen with a silver zari border and tasselled pallu.", "stripes"],
    ["Pure Linen Saree in Mustard Yellow with Tassels", "Mustard Yellow", "Bhagalpur", 2999, 2499, 9, "Mustard linen with a slubbed texture and hand-knotted tassels on the pallu.", "stripes"],
    ["Linen Saree in Peacock Blue with Jamdani Pallu", "Peacock Blue", "Kolkata", 4999, 4499, 2, "Peacock blue linen with a jamdani-woven pallu of small florals.", "floral"],
    ["Linen Saree in Lavender with Stripes", "Lavender", "Bhagalpur", 2499, null, 0, "Lavender linen with fine woven stripes, easy to carry from desk to dinner.", "stripes"],
    ["Tissue Linen Saree in Black with Gold Border", "Black", "Bhagalpur", 5499, 4799, 7, "Black tissue linen with a soft metallic sheen and a gold border.", "stripes"],
  ],
  Cotton: [
    ["Bengal Tant Cotton Saree in Ivory with Red Border", "Ivory", "Kolkata", 1499, 1199, 30, "The classic Bengal tant: crisp ivory cotton with a red border and striped pallu.", "stripes"],
    ["Jaipur Block Print Cotton Saree in Mustard Yellow", "Mustard Yellow", "Jaipur", 1299, 999, 25, "Mustard cotton hand-block printed in Jaipur with small florals and a striped pallu.", "floral"],
    ["Pochampally Ikat Cotton Saree in Royal Blue", "Royal Blue", "Pochampally", 2499, 2199, 7, "Royal blue ikat from Pochampally, its pattern dyed into the yarn before weaving.", "checks"],
    ["Chettinad Checked Cotton Saree in Emerald Green", "Emerald Green", "Karaikudi", 1799, 1499, 16, "Emerald Chettinad cotton with bold checks and a contrast border, woven near Karaikudi.", "checks"],
    ["Mul Cotton Saree in Peach with Printed Florals", "Peach", "Kolkata", 899, 799, 40, "Feather-soft mul cotton in peach with a scatter of printed flowers.", "floral"],
    ["Sanganeri Print Cotton Saree in Rani Pink", "Rani Pink", "Jaipur", 1099, null, 0, "Rani pink cotton printed in the Sanganeri style with fine outlines and sprigs.", "floral"],
    ["Maheshwari Cotton Saree in Peacock Blue", "Peacock Blue", "Maheshwar", 1999, 1799, 12, "Peacock blue Maheshwari with its signature reversible border and striped pallu.", "stripes"],
    ["Everyday Cotton Saree in Black with Kantha Border", "Black", "Kolkata", 799, null, 4, "Black cotton with a kantha-stitched border, made for everyday wear.", "stripes"],
  ],
  Chiffon: [
    ["Printed Chiffon Saree in Lavender with Floral Vines", "Lavender", "Surat", 1999, 1499, 20, "Lavender chiffon printed with trailing floral vines.", "floral"],
    ["Pure Chiffon Saree in Rani Pink with Gota Border", "Rani Pink", "Jaipur", 3499, 2999, 9, "Rani pink pure chiffon edged with gota and a pallu of printed blooms.", "floral"],
    ["Chiffon Saree in Peach with Sequin Work", "Peach", "Surat", 2799, 2299, 0, "Peach chiffon with tiny sequins scattered across it like dew.", "floral"],
    ["Chiffon Saree in Emerald Green with Mukaish Dots", "Emerald Green", "Lucknow", 3999, 3499, 5, "Emerald chiffon with mukaish, the Lucknowi metal-dot embroidery, across the body.", "floral"],
    ["Ombre Chiffon Saree in Royal Blue", "Royal Blue", "Surat", 1499, null, 16, "Royal blue chiffon with a soft ombre and a lace border.", "floral"],
  ],
  Georgette: [
    ["Lucknowi Chikankari Georgette Saree in Ivory", "Ivory", "Lucknow", 5999, 4999, 6, "Ivory georgette hand-embroidered with chikankari florals by artisans in Lucknow.", "floral"],
    ["Georgette Saree in Crimson Red with Bandhani Print", "Crimson Red", "Jaipur", 2499, 1999, 18, "Crimson georgette printed with bandhani dots and a gold lace border.", "floral"],
    ["Georgette Saree in Black with Sequin Border", "Black", "Surat", 3299, 2799, 11, "Black georgette with a sequinned border that sparkles at night.", "paisley"],
    ["Georgette Saree in Mustard Yellow with Floral Print", "Mustard Yellow", "Surat", 1999, 1699, 0, "Mustard georgette with a bright floral print, easy and festive.", "floral"],
    ["Leheriya Georgette Saree in Purple", "Purple", "Jaipur", 2299, 1899, 8, "Purple georgette tie-dyed in the leheriya wave pattern of Rajasthan.", "stripes"],
    ["Georgette Saree in Peacock Blue with Chikankari Pallu", "Peacock Blue", "Lucknow", 4499, 3999, 3, "Peacock blue georgette with a chikankari pallu and scalloped edges.", "floral"],
  ],
  Lehenga: [
    ["Bridal Lehenga Choli in Crimson Red with Zardozi Work", "Crimson Red", "Jaipur", 22999, 19999, [2, 4, 3, 1, 0], "A crimson bridal lehenga worked with zardozi in gold, with a wide embroidered hem and a net dupatta."],
    ["Banarasi Silk Lehenga in Mustard Yellow with Dupatta", "Mustard Yellow", "Varanasi", 14999, 12999, [5, 8, 6, 4, 2], "A mustard Banarasi silk lehenga with woven buttis and a maroon dupatta."],
    ["Georgette Lehenga in Rani Pink with Mirror Work", "Rani Pink", "Jaipur", 9999, 8499, [10, 12, 9, 6, 3], "Rani pink georgette lehenga with mirror work that catches every light on the dance floor."],
    ["Chikankari Lehenga in Ivory with Sequin Highlights", "Ivory", "Lucknow", 16999, 14499, [0, 0, 0, 0, 0], "An ivory lehenga with Lucknowi chikankari and sequin highlights, light enough for a day wedding."],
    ["Silk Lehenga in Emerald Green with Gota Patti", "Emerald Green", "Jaipur", 12999, null, [3, 5, 0, 2, 1], "Emerald silk lehenga with gota patti borders and a contrast pink choli."],
    ["Lehenga Choli in Royal Blue with Zari Kalis", "Royal Blue", "Surat", 8999, 7999, [6, 9, 7, 5, 4], "A royal blue lehenga cut in nine kalis, each edged in zari, with a matching choli."],
  ],
  Kurta: [
    ["Lucknowi Chikankari Kurta in Ivory Cotton", "Ivory", "Lucknow", 2499, 1999, [8, 12, 10, 6, 3], "Ivory cotton kurta with hand chikankari on the yoke and sleeves."],
    ["Jaipur Block Print Kurta in Mustard Yellow", "Mustard Yellow", "Jaipur", 1499, 1199, [15, 20, 18, 10, 6], "Mustard cotton kurta hand-block printed in Jaipur."],
    ["Chanderi Kurta in Peacock Blue with Zari Yoke", "Peacock Blue", "Chanderi", 3499, 2999, [4, 6, 5, 2, 1], "Peacock blue Chanderi kurta with a zari yoke and buttoned placket."],
    ["Straight Silk Kurta in Maroon with Gold Buttis", "Maroon", "Varanasi", 3999, null, [3, 0, 2, 1, 0], "Maroon silk kurta with woven gold buttis, festive without fuss."],
    ["Cotton Kurta in Rani Pink with Gota Neckline", "Rani Pink", "Jaipur", 1299, 1099, [0, 2, 0, 1, 0], "Rani pink cotton kurta with a gota-trimmed neckline."],
    ["Kantha Embroidered Kurta in Black", "Black", "Kolkata", 2199, 1899, [7, 9, 8, 5, 2], "Black cotton kurta with running-stitch kantha embroidery from Bengal."],
  ],
};

/** Above this the demo shop asks for payment online; cash on delivery stays for everything else. */
const COD_LIMIT_RUPEES = 20000;

/** The demo products, built once from the table above with counters drawn from a fixed seed. */
export function buildDemoProducts(): DemoProduct[] {
  const random = seededRandom("pallu-demo-catalogue");
  const products: DemoProduct[] = [];
  for (const category of DEMO_CATEGORIES) {
    for (const row of ROWS[category.name] ?? []) products.push(toProduct(category, row, random));
  }
  // arrival order mixes the categories, so "newest" is not one category's list
  const order = products.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  order.forEach((index, rank) => {
    const product = products[index];
    if (product) product.createdHoursAgo = rank * 26 + random.int(0, 20);
  });
  return products;
}

function toProduct(category: DemoCategory, row: Row, random: ReturnType<typeof seededRandom>): DemoProduct {
  const [name, colour, location, original, discounted, stock, lead, motif] = row;
  const stitched = category.subject !== "saree";
  const stocks = Array.isArray(stock) ? stock : [stock];
  const optionOf = (size: string, extraRupees: number, units: number): DemoBuyingOption => ({
    size,
    originalPricePaise: rupeesToPaise(original + extraRupees),
    discountedPricePaise: rupeesToPaise((discounted ?? original) + extraRupees),
    stock: units,
  });
  // the two largest sizes use more cloth
  const options = stitched
    ? STITCHED_SIZES.map((size, i) => optionOf(size, i >= 3 ? 300 : 0, stocks[i] ?? 0))
    : [optionOf(NO_SIZE, 0, stocks[0] ?? 0)];
  const popularity = random.next() ** 2;
  const viewed = Math.round(40 + popularity * 4800 + random.int(0, 60));
  const purchased = Math.round(viewed * random.between(0.01, 0.06));
  return {
    name,
    description: `${lead} ${category.craft}${stitched ? "" : " Comes with an unstitched blouse piece."}`,
    category: category.name,
    colour,
    location,
    details: detailsOf(category, colour, location, stitched),
    isCod: (discounted ?? original) <= COD_LIMIT_RUPEES,
    hsnCode: category.hsnCode,
    sizeOption: stitched,
    options,
    viewed,
    purchased,
    createdHoursAgo: 0,
    motif,
    attributes: attributesOf(category, name, location, stitched),
  };
}

/** The first entry of a list whose label the product's name says ("Pochampally Ikat …" → ikat). */
function namedIn(name: string, options: readonly AttributeOption[]): string | undefined {
  const words = ` ${name.toLowerCase().replace(/[^a-z]+/g, " ")} `;
  return options.find((option) => words.includes(` ${option.label.toLowerCase()} `))?.value;
}

function attributesOf(category: DemoCategory, name: string, location: string, stitched: boolean): ProductAttributes {
  const region = REGIONS.find((option) => option.label === REGION_OF[location as (typeof DEMO_REGIONS)[number]]);
  return {
    fabric: stitched ? (namedIn(name, FABRICS) ?? category.listed.fabric) : category.listed.fabric,
    weave: namedIn(name, WEAVES) ?? category.listed.weave,
    region: region?.value ?? null,
    occasion: /\bbridal\b/i.test(name) ? "bridal" : category.listed.occasion,
    length: stitched ? null : SAREE_LENGTH_METRES,
    blousePiece: stitched ? null : true,
  };
}

export function detailsOf(
  category: DemoCategory,
  colour: string,
  location: string,
  stitched: boolean,
): ProductDetailRow[] {
  const rows: ProductDetailRow[] = [
    { heading: "Fabric", detail: category.fabric },
    { heading: stitched ? "Work" : "Weave", detail: category.weave },
    stitched
      ? {
          heading: "Includes",
          detail: category.subject === "lehenga" ? "Lehenga, semi-stitched choli and dupatta" : "Kurta only",
        }
      : { heading: "Length", detail: SAREE_LENGTH },
    { heading: "Colour", detail: colour },
    { heading: "Origin", detail: location },
    { heading: "Occasion", detail: category.occasion },
    { heading: "Care", detail: category.care },
  ];
  if (stitched) rows.push({ heading: "Size guide", detail: "S 36 in, M 38 in, L 40 in, XL 42 in, XXL 44 in (bust)" });
  return rows;
}
