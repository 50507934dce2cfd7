import { renderMail } from "../../integrations/mail/mail-template.js";
import type { SmsNotice } from "../notifications/index.js";
import type { OtpPurpose } from "./otp-repository.js";

/**
 * One notice in both forms the shop can send it: a branded mail and a registered SMS template. An
 * SMS with a link carries it as a short link: `smsLink` is the address, `sms` takes its code.
 */
export type Notice = { subject: string; text: string; html: string; sms: (linkCode: string) => SmsNotice; smsLink?: string };

function notice(subject: string, sms: Notice["sms"], content: Parameters<typeof renderMail>[0], smsLink?: string): Notice {
  return { subject, sms, ...renderMail(content), ...(smsLink ? { smsLink } : {}) };
}

export function otpNotice(code: string, purpose: OtpPurpose): Notice {
  const doing = purpose === "signup" ? "create your Pallu account" : "add this contact to your Pallu account";
  return notice(
    `${code} is your Pallu OTP`,
    () => ({
      template: "otp",
      values: { code, purpose: purpose === "signup" ? "create your account" : "add it to your account" },
    }),
    {
      heading: "Your one-time password",
      paragraphs: [`Use this code to ${doing}. It is valid for 10 minutes and works once.`],
      code,
      footnote: "Pallu will never ask you for this code. If you did not ask for it, you can ignore this message.",
    },
  );
}

/** Sent instead of a code when someone signs up with an address that already has an account. */
export function accountExistsNotice(publicUrl: string): Notice {
  return notice(
    "You already have a Pallu account",
    () => ({ template: "accountExists", values: {} }),
    {
      heading: "You already have an account",
      paragraphs: [
        "Someone (probably you) tried to create a Pallu account with this address, but it already has one, so no new account was made.",
        "Log in instead, or reset your password if you have forgotten it.",
      ],
      action: { label: "Log in to Pallu", url: `${publicUrl}/login` },
      footnote: "If this was not you, you can ignore this message: your account has not changed.",
    },
  );
}

export function verifyNotice(link: string): Notice {
  return notice("Verify your Pallu account", (code) => ({ template: "verifyAccount", values: { link: code } }), {
    heading: "Verify your account",
    paragraphs: ["Please confirm that this is your account. The link is valid for 24 hours and works once."],
    action: { label: "Verify my account", url: link },
    footnote: "If you did not ask for this, you can ignore this message.",
  }, link);
}

export function resetNotice(link: string): Notice {
  return notice("Reset your Pallu password", (code) => ({ template: "resetPassword", values: { link: code } }), {
    heading: "Reset your password",
    paragraphs: ["We received a request to reset your password. The link is valid for 30 minutes and works once."],
    action: { label: "Choose a new password", url: link },
    footnote: "If you did not ask for this, ignore this message: your password stays as it is.",
  }, link);
}
