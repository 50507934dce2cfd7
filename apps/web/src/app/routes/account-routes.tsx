import { Fragment, lazy } from "react";
import { Route } from "react-router";
import { RedirectIfLoggedIn } from "../guards/redirect-if-logged-in";
import { RequireLogin } from "../guards/require-login";

const LoginRoute = lazy(() => import("./account-login"));
const SignupRoute = lazy(() => import("./account-signup"));
const ResetRequestRoute = lazy(() => import("./account-reset-request"));
const NewPasswordRoute = lazy(() => import("./account-new-password"));
const VerifyRoute = lazy(() => import("./account-verify"));
const MyAccountRoute = lazy(() => import("./account-my-account"));
const AcceptInviteRoute = lazy(() => import("./account-accept-invite"));

/** Sign-in, sign-up, password reset, verification and the account page (docs/shop-rules.md#sign-in). */
export function accountRoutes() {
  return (
    <Fragment>
      <Route element={<RedirectIfLoggedIn />}>
        <Route path="login" element={<LoginRoute />} />
        <Route path="signup" element={<SignupRoute />} />
      </Route>
      <Route path="reset-password" element={<ResetRequestRoute />} />
      <Route path="reset-password/:id" element={<NewPasswordRoute />} />
      <Route path="verify/:token" element={<VerifyRoute />} />
      <Route path="staff-invite/:token" element={<AcceptInviteRoute />} />
      <Route element={<RequireLogin />}>
        <Route path="myaccount" element={<MyAccountRoute />} />
      </Route>
    </Fragment>
  );
}
