/** A size of the product form's `buyingOptions`, in the spellings a form may send (numbers or text). */
export type FormBuyingOption = {
  /** An existing size's id, on an update. */
  _id?: string;
  size: string;
  originalPrice: number | string;
  discountedPrice: number | string;
  stock: number | string;
};

/** The back office's product form as text fields: one unsized saree in the category, cash on delivery allowed. */
export function productFormFields(categoryId: string): Record<string, string> {
  return {
    name: "Handloom Saree",
    description: "Woven by hand.",
    category: categoryId,
    cashOnDelivery: "true",
    details: JSON.stringify([{ heading: "Care", detail: "Dry clean" }]),
    ...unsizedFormFields({ originalPrice: 5000, discountedPrice: 4500, stock: 3 }),
  };
}

/** The product form's fields for a product sold in one size only. */
export function unsizedFormFields(option: Omit<FormBuyingOption, "size">): Record<string, string> {
  return { sizeOptions: "false", buyingOptions: JSON.stringify([{ size: "NA", ...option }]) };
}

/** The product form's fields for a product sold in sizes, each with its own prices and stock. */
export function sizedFormFields(options: FormBuyingOption[]): Record<string, string> {
  return { sizeOptions: "true", buyingOptions: JSON.stringify(options) };
}
