import { TailoringDeskPage } from "@/features/admin";

export default function TailoringRoute() {
  return <TailoringDeskPage />;
}
