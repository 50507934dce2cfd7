import { z } from "zod";
import {
  isEmailAddress,
  NAME_MAX,
  OTP_LENGTH,
  OTP_PURPOSES,
  PASSWORD_MAX,
  RESET_PASSWORD_MIN,
  SIGNUP_PASSWORD_MIN,
  USER_TYPES,
} from "./accounts.js";
import { PIN_CODE_PATTERN } from "./serviceability.js";
import { answerWith } from "./responses-schemas.js";
import { PaginationSchema } from "./catalogue-schemas.js";
import { isCityOfState, isIndiaState } from "./india.js";
import { HOME_COUNTRY, isHomeCountry } from "./countries.js";
import { optionalField, pageLimit, pageNumber, requiredText } from "./form-values.js";
import { messages } from "./messages.js";
import { STAFF_ROLES } from "./staff.js";

const PHONE = /^[0-9]{10}$/;

const emailText = (message: string) =>
  z.string({ message }).trim().toLowerCase().refine(isEmailAddress, { message });

export const EmailSchema = emailText(messages.login.invalidEmail);
export const PhoneSchema = z.string().trim().regex(PHONE, { message: messages.login.invalidPhone });

/** Login by email or by phone (docs/shop-rules.md#sign-in): exactly one of them, and a password of 6 or more. */
export const SigninSchema = z
  .object({
    email: EmailSchema.optional(),
    phone: PhoneSchema.optional(),
    password: z
      .string({ message: messages.login.passwordRequired })
      .min(1, { message: messages.login.passwordRequired })
      .min(6, { message: messages.login.passwordMin })
      .max(200),
  })
  .refine((body) => Boolean(body.email) !== Boolean(body.phone), { message: messages.login.emailOrPhone, path: ["email"] });
export type SigninInput = z.infer<typeof SigninSchema>;

export const AddressSchema = z.object({
  _id: z.string(),
  name: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  pinCode: z.string(),
  phoneNumber: z.string(),
  /** ISO 3166-1 alpha-2; "IN" for every address in India. */
  country: z.string(),
});
export type Address = z.infer<typeof AddressSchema>;

/** Whose account it is and how to reach them. */
export const AccountContactSchema = z.object({
  _id: z.string(),
  fullname: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});

/** The user as the API shows it: never a password hash, token or OTP. */
export const PublicUserSchema = AccountContactSchema.extend({
  image: z.string().nullable(),
  isVerified: z.boolean(),
  userType: z.enum(USER_TYPES),
  /** A member of staff's role in the back office (every member's userType is 'Admin'); null for customers. */
  role: z.enum(STAFF_ROLES).nullable().optional(),
  address: z.array(AddressSchema),
});
export type PublicUser = z.infer<typeof PublicUserSchema>;

/* ---- Sign-up, OTPs, contacts (docs/shop-rules.md#sign-up and docs/api.md#auth) ---- */

const OTP = /^[0-9]{6}$/;

const exactlyOneContact = (body: { email?: string | undefined; phone?: string | undefined }) =>
  Boolean(body.email) !== Boolean(body.phone);

export const OtpSchema = z
  .string({ message: messages.signup.otpRequired })
  .trim()
  .min(1, { message: messages.signup.otpRequired })
  .regex(OTP, { message: `OTP must be ${OTP_LENGTH} digits` });

export const SendOtpSchema = z
  .object({
    email: optionalField(EmailSchema),
    phone: optionalField(PhoneSchema),
    /** Left out, as the spec's client does: a signed-in caller is adding a contact, anyone else signing up. */
    purpose: z.enum(OTP_PURPOSES).optional(),
  })
  .refine(exactlyOneContact, { message: messages.login.emailOrPhone, path: ["email"] });
export type SendOtpInput = z.infer<typeof SendOtpSchema>;

export const passwordOf = (min: number, minMessage: string) =>
  z
    .string({ message: messages.login.passwordRequired })
    .min(1, { message: messages.login.passwordRequired })
    .min(min, { message: minMessage })
    .max(PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters` });

/** userType and isVerified are not fields: whatever a client sends for them is dropped. */
export const SignupSchema = z
  .object({
    fullname: requiredText(messages.signup.fullnameRequired, NAME_MAX),
    email: optionalField(EmailSchema),
    phone: optionalField(PhoneSchema),
    password: passwordOf(SIGNUP_PASSWORD_MIN, messages.signup.passwordMin),
    confirmPassword: z
      .string({ message: messages.signup.confirmRequired })
      .min(1, { message: messages.signup.confirmRequired }),
    otp: OtpSchema,
  })
  .refine(exactlyOneContact, { message: messages.login.emailOrPhone, path: ["email"] })
  .refine((body) => body.password === body.confirmPassword, { message: messages.signup.passwordsDiffer, path: ["confirmPassword"] });
export type SignupInput = z.infer<typeof SignupSchema>;

const incorrect = messages.profile.incorrectDetails;

/** Adding the missing email or phone to a profile; any malformed entry reads "Please enter correct details". */
export const AddContactSchema = z
  .object({
    email: optionalField(emailText(incorrect)),
    phone: optionalField(z.string({ message: incorrect }).trim().regex(PHONE, { message: incorrect })),
    otp: OtpSchema,
  })
  .refine(exactlyOneContact, { message: incorrect, path: ["email"] });
export type AddContactInput = z.infer<typeof AddContactSchema>;

/** The text fields of the multipart profile form; email and phone are changed only through addEmailOrPhone. */
export const ProfileUpdateSchema = z.object({
  fullname: optionalField(requiredText(messages.profile.fullnameRequired, NAME_MAX)),
  removeDP: optionalField(z.string().max(10)),
});
export type ProfileUpdateInput = z.infer<typeof ProfileUpdateSchema>;

/* ---- Verification and password reset links ---- */

export const LinkTokenSchema = requiredText("The link is incomplete", 200, "The link is not valid");

export const VerificationSchema = z.object({ token: LinkTokenSchema });

export const ResetLinkRequestSchema = z
  .object({ email: optionalField(EmailSchema), phone: optionalField(PhoneSchema) })
  .refine(exactlyOneContact, { message: messages.login.emailOrPhone, path: ["email"] });
export type ResetLinkRequest = z.infer<typeof ResetLinkRequestSchema>;

export const ResetPasswordSchema = z
  .object({
    token: LinkTokenSchema,
    password: passwordOf(RESET_PASSWORD_MIN, messages.login.passwordMin),
    confirmPassword: z.string().max(PASSWORD_MAX).optional(),
  })
  .refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.password, {
    message: messages.signup.passwordsDiffer,
    path: ["confirmPassword"],
  });
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;

/* ---- Addresses (docs/shop-rules.md#addresses) ---- */

/** "+91 98765-43210" and "098765 43210" are the same 10-digit number. */
const phoneDigits = (value: string) => value.replace(/[\s-]/g, "").replace(/^(\+91|91|0)(?=[0-9]{10}$)/, "");

const COUNTRY_CODE = /^[A-Z]{2}$/;

/** No country, or an empty one, is India: clients written before addresses abroad keep working. */
const countryCode = z.preprocess(
  (value) => (value === undefined || value === null || value === "" ? HOME_COUNTRY : typeof value === "string" ? value.trim().toUpperCase() : value),
  z.string().regex(COUNTRY_CODE, { message: "Please choose a country from the list" }),
);

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, { message: tooLong })
    .nullish()
    .transform((text) => text ?? "");

/**
 * An address's fields as sent; which of them are required, and in which format, depends on its
 * country (`checkIndiaAddress`, and `abroadAddressProblems` for the rest of the world).
 */
export const AddressFieldsSchema = z.object({
  name: requiredText(messages.address.nameRequired, NAME_MAX),
  addressLine1: requiredText(messages.address.line1Required, 200),
  addressLine2: z
    .string()
    .trim()
    .max(200, { message: "At most 200 characters" })
    .nullish()
    .transform((line) => line || null),
  city: requiredText(messages.address.cityRequired, 100),
  country: countryCode,
  state: optionalText(100, "At most 100 characters"),
  pinCode: optionalText(12, "Zip Code must be at most 12 characters"),
  phoneNumber: optionalText(30, "Phone Number must be at most 30 characters"),
});
type AddressFields = z.infer<typeof AddressFieldsSchema>;

/** India's rules, as the spec's form has them: a state and city from the list, a 6-digit PIN code, a 10-digit phone. */
export function checkIndiaAddress(address: AddressFields, ctx: z.RefinementCtx) {
  if (!isHomeCountry(address.country)) return;
  if (address.state === "") ctx.addIssue({ code: "custom", path: ["state"], message: messages.address.stateRequired });
  if (address.pinCode === "") ctx.addIssue({ code: "custom", path: ["pinCode"], message: messages.address.zipRequired });
  else if (!PIN_CODE_PATTERN.test(address.pinCode)) ctx.addIssue({ code: "custom", path: ["pinCode"], message: "Zip Code must be 6 digits" });
  const phone = phoneDigits(address.phoneNumber);
  if (phone === "") ctx.addIssue({ code: "custom", path: ["phoneNumber"], message: messages.address.phoneRequired });
  else if (!PHONE.test(phone)) ctx.addIssue({ code: "custom", path: ["phoneNumber"], message: "Phone Number must be 10 digits" });
  if (address.state !== "") checkPlace(address, ctx);
}

/** India's phone numbers are kept as their 10 digits. */
export function normaliseIndiaAddress<T extends AddressFields>(address: T): T {
  return isHomeCountry(address.country) ? { ...address, phoneNumber: phoneDigits(address.phoneNumber) } : address;
}

function checkPlace(address: { city: string; state: string }, ctx: z.RefinementCtx) {
  if (!isIndiaState(address.state)) {
    ctx.addIssue({ code: "custom", path: ["state"], message: "Please choose a state from the list" });
  } else if (!isCityOfState(address.city, address.state)) {
    ctx.addIssue({ code: "custom", path: ["city"], message: `Please choose a city of ${address.state} from the list` });
  }
}

/**
 * An address in India as its form sends it. The server reads addresses of every country with
 * `AnyAddressInputSchema` (abroad-address-schemas.ts); this one stays free of the world's phone
 * and postal rules so India's form loads none of them.
 */
// Marked pure so a bundle that never validates an address leaves the cities list out.
export const AddressInputSchema = /* @__PURE__ */ AddressFieldsSchema.superRefine(checkIndiaAddress).transform(normaliseIndiaAddress);
export type AddressInput = z.infer<typeof AddressInputSchema>;

const IdSchema = z.string({ message: "id is required" }).trim().min(1, { message: "id is required" }).max(100);

export const AddressIdSchema = IdSchema;

export const IdBodySchema = z.object({ id: IdSchema });

export const AddressListResponseSchema = answerWith({
  address: z.array(AddressSchema),
});

/* ---- Responses ---- */

export const UpdatedUserResponseSchema = answerWith({ updatedUser: PublicUserSchema });
export const UserResponseSchema = answerWith({ user: PublicUserSchema });

/* ---- Admin: users ---- */

export const AdminUserListQuerySchema = z.object({
  page: pageNumber,
  limit: pageLimit(20, 100),
  search: z.string().trim().max(100).optional(),
});
export type AdminUserListQuery = z.infer<typeof AdminUserListQuerySchema>;

/** A user in the admin's list: who they are, as the API shows any user, and how much they have ordered. */
export const AdminUserSchema = /* @__PURE__ */ PublicUserSchema.omit({ address: true }).extend({
  ordersCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserListResponseSchema = answerWith({
  users: z.array(AdminUserSchema),
  pagination: PaginationSchema,
  totalUsers: z.number().int(),
  /** Every account by kind, whatever the search: `customers` is the dashboard's "Total Users". */
  customers: z.number().int(),
  admins: z.number().int(),
});
export type AdminUserListResponse = z.infer<typeof AdminUserListResponseSchema>;
