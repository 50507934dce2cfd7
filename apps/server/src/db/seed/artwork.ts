/**
 * Deterministic SVG artwork for the demo shop: the same design and seed always give the same
 * document, so stored images (named by content hash) are reused across seeding runs.
 */
export { heroBannerSvg as heroBannerArtwork, BANNER_SIZES } from "./art/banner.js";
export type { BannerSize } from "./art/banner.js";
export type { BodyMotif, BorderMotif, FabricDesign, PalluMotif, Zari } from "./art/fabric.js";
export { garmentSvg as garmentArtwork } from "./art/garment.js";
export type { Garment } from "./art/garment.js";
export { hashText, seededRandom } from "./art/prng.js";
export type { Random } from "./art/prng.js";
export { sareeSvg as sareeArtwork } from "./art/saree.js";
export type { SareePose } from "./art/saree.js";
export { categoryTileSvg as categoryTileArtwork } from "./art/tile.js";
