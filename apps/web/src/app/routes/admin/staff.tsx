import { StaffPage } from "@/features/admin";

export default function StaffRoute() {
  return <StaffPage />;
}
