import { messages, PRODUCT_IMAGES_MAX } from "@pallu/domain";

/**
 * The product form's messages, word for word those the server answers with (productFormMessages
 * of @pallu/domain; a test keeps the two equal). That object lives in the catalogue module the
 * storefront's first load uses, so importing it here would carry it, and the spec's whole message
 * list with it, onto every shopper's first load.
 */
export const productFormText = {
  nameRequired: "Name is required",
  descriptionRequired: "Description is required",
  categoryRequired: "Category is required",
  imageRequired: "At least one image is required",
  tooManyImages: `At most ${PRODUCT_IMAGES_MAX} images are allowed`,
  detailRequired: messages.productForm.detailRequired,
  optionRequired: "At least one buying option is required",
  sizeRequired: "Every size option needs a size",
  sizeUnique: "Sizes must be different from each other",
  discountAboveOriginal: "The discounted price must not be above the original price",
} as const;

/** Kept and new images together: one at least, PRODUCT_IMAGES_MAX at most. */
export function imageCountIssue(totalImages: number): string | undefined {
  if (totalImages < 1) return productFormText.imageRequired;
  if (totalImages > PRODUCT_IMAGES_MAX) return productFormText.tooManyImages;
  return undefined;
}
