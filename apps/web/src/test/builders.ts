import { NO_ATTRIBUTES, type ProductDetail, type ProductSummary, type ServiceWire } from "@pallu/domain";

/** A product as the list API returns it, with sensible defaults. */
export function aProduct(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    _id: "2b1c7f5e-0000-4000-8000-000000000001",
    slug: "kanjivaram-silk-saree-in-temple-red",
    name: "Kanjivaram Silk Saree in Temple Red",
    description: "Pure mulberry silk with a zari border.",
    images: ["/images/products/abc-640.webp"],
    category: "Silk Sarees",
    categoryId: "c1",
    rating: 4.5,
    reviewCount: 12,
    minPrice: 12999,
    discountPrice: 12999,
    maxDiscount: 20,
    minStock: 4,
    stock: 9,
    totalBuyingOption: 1,
    totalOutOfStock: 0,
    isCOD: true,
    sizeOption: false,
    buyingOption: [{ _id: "o1", size: "NA", originalPrice: 16249, discountedPrice: 12999, stock: 9 }],
    color: null,
    location: "Kanchipuram",
    viewed: 100,
    purchased: 10,
    createdAt: "2025-01-01T00:00:00.000Z",
    hidden: false,
    oneOfAKind: false,
    attributes: NO_ATTRIBUTES,
    ...overrides,
  };
}

/** A product as its own page reads it: the list's fields, and no details, parcel or tax data. */
export function aProductDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...aProduct(),
    category: null,
    details: [],
    suggestions: [],
    weightGrams: null,
    lengthCm: null,
    breadthCm: null,
    heightCm: null,
    sizeChart: null,
    hsnCode: null,
    gstRate: null,
    ...overrides,
  };
}

/** Blouse stitching as the API answers it on a product or a category: to measure, in a boat neck. */
export function aStitchingService(overrides: Partial<ServiceWire> = {}): ServiceWire {
  return {
    _id: "stitching",
    kind: "blouseStitching",
    name: "Blouse stitching",
    price: 1200,
    leadDays: 7,
    needsMeasurements: true,
    returnable: false,
    styles: [{ _id: "boat", name: "Boat neck", price: 1200, image: null }],
    ...overrides,
  };
}
