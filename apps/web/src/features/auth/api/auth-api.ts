import { api } from "@/lib/api";
import type { User } from "../types";

type Message = { success: boolean; message: string };

/** Exactly one way to reach the visitor, as the login and sign-up toggles choose. */
export type ContactBody = { email: string; phone?: never } | { phone: string; email?: never };

export type SigninBody = ContactBody & { password: string };
export type SignupBody = ContactBody & { fullname: string; password: string; confirmPassword: string; otp: string };

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Also the login check (docs/api.md#user): it fails with 401 when the session is gone. */
    getUser: build.query<User, void>({
      query: () => "/user/getUser",
      transformResponse: (response: { user: User }) => response.user,
      providesTags: ["User"],
    }),
    signin: build.mutation<Message & { token: string }, SigninBody>({
      query: (body) => ({ url: "/user/signin", method: "POST", body }),
    }),
    /** Ends the session on the server; the browser's session ends whatever the answer (see useLogout). */
    logout: build.mutation<null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        await baseQuery({ url: "/user/logout", method: "POST" });
        return { data: null };
      },
    }),
    sendSignupOtp: build.mutation<Message, ContactBody>({
      query: (body) => ({ url: "/auth/sendOTP", method: "POST", body: { ...body, purpose: "signup" } }),
    }),
    signup: build.mutation<Message, SignupBody>({
      query: (body) => ({ url: "/user/signup", method: "POST", body }),
    }),
    requestPasswordReset: build.mutation<Message, { email: string }>({
      query: (body) => ({ url: "/auth/getResetPasswordLink", method: "POST", body }),
    }),
    /** Accepts an invitation onto the shop's staff: the password is set and a session begins, as after signing in. */
    acceptInvite: build.mutation<Message & { token: string }, { token: string; password: string }>({
      query: (body) => ({ url: "/staff/acceptInvite", method: "POST", body }),
    }),
    resetPassword: build.mutation<Message, { token: string; password: string; confirmPassword: string }>({
      query: (body) => ({ url: "/auth/resetPassword", method: "POST", body }),
    }),
    /** Confirms the logged-in account with the token of its mailed link; the user is then reloaded. */
    verifyAccount: build.mutation<Message, { token: string }>({
      query: (body) => ({ url: "/auth/verification", method: "POST", body }),
      invalidatesTags: ["User"],
    }),
  }),
});

export const {
  useGetUserQuery,
  useSigninMutation,
  useLogoutMutation,
  useSendSignupOtpMutation,
  useSignupMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
  useVerifyAccountMutation,
  useAcceptInviteMutation,
} = authApi;
