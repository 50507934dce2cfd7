import { SettingsPage } from "@/features/admin";

export default function SettingsRoute() {
  return <SettingsPage />;
}
