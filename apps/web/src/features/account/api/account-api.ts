import type { WhatsAppOptInResponse } from "@pallu/domain";
import { api } from "@/lib/api";
import type { User } from "../types";

type Message = { success: boolean; message: string };
export type NewContact = { email: string } | { phone: string };

/**
 * The profile calls (docs/api.md#user). Each change answers the new user; the session's copy is
 * refreshed by invalidating the User tag, which the login check provides.
 */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Multipart: fullname, an image file, or removeDP=yes. */
    updateUser: build.mutation<Message & { updatedUser: User }, FormData>({
      query: (body) => ({ url: "/user/updateUser", method: "POST", body }),
      invalidatesTags: ["User"],
    }),
    sendContactOtp: build.mutation<Message, NewContact>({
      query: (body) => ({ url: "/auth/sendOTP", method: "POST", body: { ...body, purpose: "add-contact" } }),
    }),
    addEmailOrPhone: build.mutation<Message & { user: User }, NewContact & { otp: string }>({
      query: (body) => ({ url: "/auth/addEmailOrPhone", method: "PUT", body }),
      invalidatesTags: ["User"],
    }),
    sendVerificationLink: build.mutation<Message, void>({
      query: () => ({ url: "/auth/getVerificationLink", method: "POST" }),
    }),
    getWhatsAppChoice: build.query<WhatsAppOptInResponse, void>({
      query: () => "/user/whatsapp",
      providesTags: ["User"],
    }),
    setWhatsAppChoice: build.mutation<WhatsAppOptInResponse, boolean>({
      query: (whatsappOptIn) => ({ url: "/user/whatsapp", method: "PUT", body: { whatsappOptIn } }),
      invalidatesTags: ["User"],
    }),
  }),
});

export const {
  useUpdateUserMutation,
  useSendContactOtpMutation,
  useAddEmailOrPhoneMutation,
  useSendVerificationLinkMutation,
  useGetWhatsAppChoiceQuery,
  useSetWhatsAppChoiceMutation,
} = accountApi;
