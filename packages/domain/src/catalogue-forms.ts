import { messages } from "./messages.js";

/** The limits and messages of the back office's product, category, buying-option and colour forms. */

export const PRODUCT_IMAGES_MAX = 10;
export const PRODUCT_DETAILS_MAX = 50;
export const PRODUCT_OPTIONS_MAX = 50;
export const STOCK_MAX = 1_000_000;
export const PRICE_MAX_RUPEES = 10_000_000;

export const productFormMessages = {
  nameRequired: "Name is required",
  descriptionRequired: "Description is required",
  categoryRequired: "Category is required",
  imageRequired: "At least one image is required",
  tooManyImages: `At most ${PRODUCT_IMAGES_MAX} images are allowed`,
  detailRequired: messages.productForm.detailRequired,
  detailTextRequired: "A detail needs its information text",
  optionRequired: "At least one buying option is required",
  singleOption: 'Without size options a product has exactly one buying option, of size "NA"',
  oneOfAKindSizes: "A one-of-a-kind piece has no sizes: turn off size options or one of a kind",
  oneOfAKindStock: "A one-of-a-kind piece has one in stock, or none once it is sold",
  sizeRequired: "Every size option needs a size",
  sizeUnique: "Sizes must be different from each other",
  discountAboveOriginal: "The discounted price must not be above the original price",
} as const;

export const PACKAGE_LIMITS = { weightGrams: 50_000, sideCm: 300 } as const;

/** The image rule of the product form: kept plus new images, one at least and ten at most. */
export function productImageIssue(totalImages: number): string | undefined {
  if (totalImages < 1) return productFormMessages.imageRequired;
  if (totalImages > PRODUCT_IMAGES_MAX) return productFormMessages.tooManyImages;
  return undefined;
}

export const SIZE_CHART_MAX = 4000;

export const COLOUR_CODE_PATTERN = /^#[0-9A-Fa-f]{6}$/;
