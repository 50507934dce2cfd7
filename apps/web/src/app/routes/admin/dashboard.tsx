import { DashboardPage } from "@/features/admin";

export default function DashboardRoute() {
  return <DashboardPage />;
}
