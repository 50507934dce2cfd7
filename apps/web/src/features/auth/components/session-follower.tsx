import { useGetUserQuery } from "../api/auth-api";
import { useSession } from "../use-session";

/**
 * Keeps the session's user in step on the pages that change it (profile, contacts, checkout): the
 * API client asks for the user again whenever a change invalidates it.
 */
export function SessionFollower() {
  const { isLoggedIn } = useSession();
  useGetUserQuery(undefined, { skip: !isLoggedIn });
  return null;
}
