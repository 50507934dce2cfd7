/** The audit module's public face: other modules import only what is named here. */
export { auditLogPage, recordAudit, type AuditChange } from "./audit-log.js";
