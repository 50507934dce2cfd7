/** The catalogue module's public face: other modules import only what is named here. */
export { addAttributeValue, shopAttributeLists } from "./attribute-value-repository.js";
export { catalogueService } from "./catalogue-service.js";
export { listingCacheFor } from "./listing-cache.js";
export { type LiveBuyingOption, liveBuyingOptionsOf } from "./live-buying-options.js";
export { validOrThrow } from "./product-form-parser.js";
export { attributeColumns, productWriteRepository, type ProductWriteRepository } from "./product-write-repository.js";
export { productValues, syncOptions } from "./product-write-service.js";
export { buildSearchText } from "./search-text.js";
export { stockOnTransition } from "./stock-effects.js";
export { addPurchased, lockProductsOf, returnStock, shelfPieces, type StockLine, takeStock } from "./stock.js";
export { productViewsFor } from "./product-views.js";
