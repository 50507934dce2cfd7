import { HomeDataPage } from "@/features/admin";

export default function HomeDataRoute() {
  return <HomeDataPage />;
}
