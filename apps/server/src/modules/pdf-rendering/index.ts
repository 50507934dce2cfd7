/** The pdf-rendering module's public face: other modules import only what is named here. */
export { renderPdf } from "./pdf-thread.js";
