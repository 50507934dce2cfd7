/** The settings module's public face: other modules import only what is named here. */
export { mailBrand, shopBrand } from "./shop-brand.js";
export { DEFAULT_CONTACT, saveBrandImage, saveShopSettings, settingsHistory, shopSettings, type SettingsDeps } from "./settings-store.js";
