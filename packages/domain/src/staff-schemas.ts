import { z } from "zod";
import { EmailSchema, LinkTokenSchema, passwordOf, PhoneSchema } from "./accounts-schemas.js";
import { NAME_MAX, SIGNUP_PASSWORD_MIN } from "./accounts.js";
import { PaginationSchema } from "./catalogue-schemas.js";
import { optionalField, pageLimit, pageNumber, requiredText } from "./form-values.js";
import { messages } from "./messages.js";
import { indiaDay } from "./orders-schemas.js";
import { answerWith } from "./responses-schemas.js";
import { AUDIT_OBJECT_KINDS, STAFF_ROLES } from "./staff.js";

export const StaffRoleSchema = z.enum(STAFF_ROLES, { message: `Choose a role: ${STAFF_ROLES.join(", ")}` });

const StaffIdSchema = z
  .string({ message: "staffId is required" })
  .trim()
  .max(100, { message: "staffId is not a valid id" })
  .pipe(z.uuid({ message: "staffId is not a valid id" }));

/** The owner invites someone by email or by phone (one of them), with the role they will have. */
export const InviteStaffBodySchema = z
  .object({
    email: optionalField(EmailSchema),
    phone: optionalField(PhoneSchema),
    fullname: requiredText(messages.signup.fullnameRequired, NAME_MAX),
    role: StaffRoleSchema,
  })
  .refine((body) => Boolean(body.email) !== Boolean(body.phone), {
    message: messages.login.emailOrPhone,
    path: ["email"],
  });
export type InviteStaffBody = z.infer<typeof InviteStaffBodySchema>;

export const AcceptInviteBodySchema = z.object({
  token: LinkTokenSchema,
  password: passwordOf(SIGNUP_PASSWORD_MIN, messages.signup.passwordMin),
});

export const UpdateStaffBodySchema = z.object({ staffId: StaffIdSchema, role: StaffRoleSchema });
export const RemoveStaffBodySchema = z.object({ staffId: StaffIdSchema });

export const StaffMemberSchema = z.object({
  _id: z.string(),
  fullname: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: StaffRoleSchema,
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

export const StaffInviteSchema = z.object({
  _id: z.string(),
  fullname: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: StaffRoleSchema,
  expiresAt: z.string(),
  /** Only in the answer to the invitation itself: the secret link is never stored or shown again. */
  link: z.string().optional(),
});
export type StaffInvite = z.infer<typeof StaffInviteSchema>;

export const StaffListResponseSchema = answerWith({
  staff: z.array(StaffMemberSchema),
  invites: z.array(StaffInviteSchema),
});
export const StaffInviteResponseSchema = answerWith({ invite: StaffInviteSchema });
export const StaffMemberResponseSchema = answerWith({ member: StaffMemberSchema });

/** The audit log's filters: by member of staff, by kind of object (and one object), by days in India. */
export const AuditLogQuerySchema = z
  .object({
    actor: optionalField(z.uuid({ message: "actor is not a valid id" })),
    object: optionalField(z.enum(AUDIT_OBJECT_KINDS, { message: `object is one of ${AUDIT_OBJECT_KINDS.join(", ")}` })),
    objectId: optionalField(z.string().trim().max(100)),
    from: optionalField(indiaDay),
    to: optionalField(indiaDay),
    page: pageNumber,
    limit: pageLimit(50, 100),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: "The first day must not be after the last",
    path: ["from"],
  });
export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>;

export const AuditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  actor: z.object({ _id: z.string().nullable(), name: z.string() }),
  action: z.string(),
  object: z.object({ kind: z.enum(AUDIT_OBJECT_KINDS), id: z.string().nullable() }),
  ip: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditLogResponseSchema = answerWith({ entries: z.array(AuditEntrySchema), pagination: PaginationSchema });
