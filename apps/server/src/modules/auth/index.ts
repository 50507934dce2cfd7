/** The auth module's public face: other modules import only what is named here. */
export { hashPassword } from "./passwords.js";
export { sessionRepository, type SessionUser } from "./session-repository.js";
export { staffInviteNotice } from "./account-notices.js";
export { refuseCommonPassword } from "./common-passwords.js";
export { contactNotifier } from "./contact-notifier.js";
export { contactOf, type Contact } from "./contact.js";
export { SESSION_DAYS } from "./signin-service.js";
