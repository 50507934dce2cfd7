import { categories, orderLines, productImages, siteSlides, users } from "../../db/schema/index.js";

/** Every column that holds the URL of a stored image (site content's JSON may hold some too). */
export const IMAGE_COLUMNS = [
  users.image,
  categories.image,
  productImages.url,
  siteSlides.smallImage,
  siteSlides.largeImage,
  orderLines.image,
] as const;
