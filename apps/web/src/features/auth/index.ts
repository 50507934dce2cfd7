export {
  authSlice,
  loggedIn,
  loggedOut,
  selectEndedByLogout,
  selectIsAdmin,
  selectIsLoggedIn,
  selectUser,
  type AuthState,
} from "./auth-slice";
export { sessionStorageMiddleware } from "./session-storage-middleware";
export { useSession } from "./use-session";
export { useLogout } from "./hooks/use-logout";
export { useVerifyAccount } from "./hooks/use-verify-account";
export { afterLoginPath, loginPathFor, safeNextPath } from "./next-path";
export { verifyStep, type VerifyStep } from "./verify-flow";
export type { ContactMode } from "./contact-mode";
export { AuthBanner } from "./components/auth-banner";
export { LoginForm } from "./components/login-form";
export { SignupForm, type SignedUp } from "./components/signup-form";
export { ResetRequestForm } from "./components/reset-request-form";
export { NewPasswordForm } from "./components/new-password-form";
export { AcceptInviteForm } from "./components/accept-invite-form";
export { VerifyAccountView } from "./components/verify-account-view";
export type { User, UserType, Address } from "./types";
