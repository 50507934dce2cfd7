/** The site module's public face: other modules import only what is named here. */
export { footerOf, siteService } from "./site-service.js";
