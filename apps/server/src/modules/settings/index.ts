/** The settings module's public face: other modules import only what is named here. */
export { DEFAULT_CONTACT, saveShopSettings, settingsHistory, shopSettings } from "./settings-store.js";
