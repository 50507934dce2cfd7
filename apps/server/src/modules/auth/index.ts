/** The auth module's public face: other modules import only what is named here. */
export { hashPassword } from "./passwords.js";
export { sessionRepository, type SessionUser } from "./session-repository.js";
