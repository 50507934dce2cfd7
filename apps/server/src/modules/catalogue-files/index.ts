/** The catalogue-files module's public face: other modules import only what is named here. */
export { importCatalogue } from "./catalogue-import.js";
export { catalogueFileJobHandlers } from "./picture-fetch-job.js";
