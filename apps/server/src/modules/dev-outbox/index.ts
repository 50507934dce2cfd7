/** The dev-outbox module's public face: other modules import only what is named here. */
export { devOutbox } from "./dev-outbox.js";
