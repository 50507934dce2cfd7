import { UsersPage } from "@/features/admin";

export default function UsersRoute() {
  return <UsersPage />;
}
