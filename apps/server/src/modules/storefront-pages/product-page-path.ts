const PRODUCT_PAGE = /^\/product\/([^/?#]+)\/?(?:[?#].*)?$/;

/** The product id or slug a storefront URL's page shows, when it is a product page. */
export function productOfPage(url: string): string | undefined {
  const named = PRODUCT_PAGE.exec(url)?.[1];
  if (named === undefined) return undefined;
  try {
    return decodeURIComponent(named);
  } catch {
    return undefined;
  }
}
