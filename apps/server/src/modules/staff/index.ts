/** The staff module's public face: other modules import only what is named here. */
export { staffService } from "./staff-service.js";
