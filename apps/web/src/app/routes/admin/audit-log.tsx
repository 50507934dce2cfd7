import { AuditLogPage } from "@/features/admin";

export default function AuditLogRoute() {
  return <AuditLogPage />;
}
