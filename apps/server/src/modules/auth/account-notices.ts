import { renderMail, type MailBrand } from "../../integrations/mail/mail-template.js";
import type { SmsNotice } from "../notifications/index.js";
import type { OtpPurpose } from "./otp-repository.js";

/**
 * One notice in both forms the shop can send it: a branded mail and a registered SMS template. An
 * SMS with a link carries it as a short link: `smsLink` is the address, `sms` takes its code.
 */
export type Notice = {
  subject: string;
  text: string;
  html: string;
  fromName: string;
  sms: (linkCode: string) => SmsNotice;
  smsLink?: string;
};
/** A notice in the shop's name, written once the shop's brand is known. */
export type BrandedNotice = (brand: MailBrand) => Notice;

function notice(subject: string, sms: Notice["sms"], content: Parameters<typeof renderMail>[0], brand: MailBrand, smsLink?: string): Notice {
  return { subject, sms, ...renderMail(content, brand), ...(smsLink ? { smsLink } : {}) };
}

export const otpNotice = (code: string, purpose: OtpPurpose): BrandedNotice => (brand) => {
  const doing = purpose === "signup" ? `create your ${brand.name} account` : `add this contact to your ${brand.name} account`;
  return notice(
    `${code} is your ${brand.name} OTP`,
    () => ({
      template: "otp",
      values: { code, purpose: purpose === "signup" ? "create your account" : "add it to your account" },
    }),
    {
      heading: "Your one-time password",
      paragraphs: [`Use this code to ${doing}. It is valid for 10 minutes and works once.`],
      code,
      footnote: `${brand.name} will never ask you for this code. If you did not ask for it, you can ignore this message.`,
    },
    brand,
  );
};

/** Sent instead of a code when someone signs up with an address that already has an account. */
export const accountExistsNotice = (publicUrl: string): BrandedNotice => (brand) =>
  notice(
    `You already have a ${brand.name} account`,
    () => ({ template: "accountExists", values: {} }),
    {
      heading: "You already have an account",
      paragraphs: [
        `Someone (probably you) tried to create a ${brand.name} account with this address, but it already has one, so no new account was made.`,
        "Log in instead, or reset your password if you have forgotten it.",
      ],
      action: { label: `Log in to ${brand.name}`, url: `${publicUrl}/login` },
      footnote: "If this was not you, you can ignore this message: your account has not changed.",
    },
    brand,
  );

export const verifyNotice = (link: string): BrandedNotice => (brand) =>
  notice(`Verify your ${brand.name} account`, (code) => ({ template: "verifyAccount", values: { link: code } }), {
    heading: "Verify your account",
    paragraphs: ["Please confirm that this is your account. The link is valid for 24 hours and works once."],
    action: { label: "Verify my account", url: link },
    footnote: "If you did not ask for this, you can ignore this message.",
  }, brand, link);

export const resetNotice = (link: string): BrandedNotice => (brand) =>
  notice(`Reset your ${brand.name} password`, (code) => ({ template: "resetPassword", values: { link: code } }), {
    heading: "Reset your password",
    paragraphs: ["We received a request to reset your password. The link is valid for 30 minutes and works once."],
    action: { label: "Choose a new password", url: link },
    footnote: "If you did not ask for this, ignore this message: your password stays as it is.",
  }, brand, link);

/** A single-use invitation onto the shop's staff, to set a password and sign in with the role given. */
export const staffInviteNotice = (link: string, invite: { fullname: string; roleTitle: string; invitedBy: string }): BrandedNotice => (brand) =>
  notice(`You are invited to join ${brand.name}'s staff`, (code) => ({ template: "staffInvite", values: { link: code } }), {
    heading: `Welcome to ${brand.name}, ${invite.fullname}`,
    paragraphs: [
      `${invite.invitedBy} has invited you to the shop's back office with the ${invite.roleTitle} role.`,
      "Choose your password to accept. The link is valid for 72 hours and works once.",
    ],
    action: { label: "Accept and set a password", url: link },
    footnote: "If you were not expecting this, ignore this message: nothing happens until the link is used.",
  }, brand, link);
