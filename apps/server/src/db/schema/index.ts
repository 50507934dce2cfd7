export * from "./users.js";
export * from "./catalog.js";
export * from "./shopping.js";
export * from "./orders.js";
export * from "./engagement.js";
export * from "./promotions.js";
export * from "./recovery.js";
export * from "./cod.js";
