import {
  INVITE_HOURS,
  ROLES,
  STAFF_MESSAGES,
  type InviteStaffBody,
  type StaffInvite,
  type StaffMember,
  type StaffRole,
} from "@pallu/domain";
import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "../../app-deps.js";
import { users } from "../../db/schema/index.js";
import { lockForTransaction } from "../../db/transaction-lock.js";
import { conflict, invalid, notFound } from "../../lib/app-error.js";
import { hashToken, newSecretToken } from "../../lib/secure-token.js";
import type { StaffActor } from "../../lib/staff-actor.js";
import { recordAudit } from "../audit/index.js";
import {
  contactNotifier,
  contactOf,
  hashPassword,
  refuseCommonPassword,
  SESSION_DAYS,
  sessionRepository,
  staffInviteNotice,
} from "../auth/index.js";
import { staffRepository, type InviteRow, type StaffRow } from "./staff-repository.js";

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** Changes to who is on the staff take turns, so two owners demoting each other cannot leave none. */
const STAFF_LOCK = "staff-roles";

export const presentMember = (row: StaffRow): StaffMember => ({
  _id: row.id,
  fullname: row.fullname,
  email: row.email,
  phone: row.phone,
  role: row.role,
  createdAt: row.createdAt.toISOString(),
});

export const presentInvite = (row: InviteRow, link?: string): StaffInvite => ({
  _id: row.id,
  fullname: row.fullname,
  email: row.email,
  phone: row.phone,
  role: row.role,
  expiresAt: row.expiresAt.toISOString(),
  ...(link ? { link } : {}),
});

export function staffService(deps: AppDeps, log: Pick<FastifyBaseLogger, "error">) {
  const notifier = contactNotifier(deps, log);

  return {
    async list() {
      const repository = staffRepository(deps.db);
      const [members, invites] = await Promise.all([repository.members(), repository.openInvites(deps.now())]);
      return { staff: members.map(presentMember), invites: invites.map((row) => presentInvite(row)) };
    },

    /**
     * Invites someone onto the staff with a single-use link, sent by mail or SMS; inviting the same
     * address again withdraws the earlier link. The answer carries the link too, for the owner to pass on.
     */
    async invite(input: InviteStaffBody, by: StaffActor): Promise<StaffInvite> {
      const contact = contactOf(input);
      notifier.ensureDeliverable(contact.channel);
      const target = { email: input.email ?? null, phone: input.phone ?? null };
      const now = deps.now();
      const { token, hash } = newSecretToken();
      const link = `${deps.config.publicUrl}/staff-invite/${token}`;
      const invite = await deps.db.transaction(async (tx) => {
        const repository = staffRepository(tx);
        const existing = await repository.accountWith(target);
        if (existing)
          throw conflict(existing.userType === "Admin" ? STAFF_MESSAGES.alreadyStaff : STAFF_MESSAGES.customerAccount);
        await repository.withdrawOpenInvites(target, now);
        const row = await repository.createInvite({
          ...target,
          fullname: input.fullname,
          role: input.role,
          tokenHash: hash,
          invitedBy: by.id,
          expiresAt: new Date(now.getTime() + INVITE_HOURS * HOUR_MS),
        });
        const after = {
          fullname: row.fullname,
          email: row.email,
          phone: row.phone,
          role: row.role,
          expiresAt: row.expiresAt.toISOString(),
        };
        await recordAudit(
          tx,
          { action: "staff.invited", object: { kind: "staff", id: row.id }, before: null, after },
          now,
        );
        return row;
      });
      await notifier.send(
        contact,
        staffInviteNotice(link, { fullname: input.fullname, roleTitle: ROLES[input.role].title, invitedBy: by.name }),
      );
      return presentInvite(invite, link);
    },

    /** Sets the new member's password and opens their first session; the link works once. */
    async accept(input: { token: string; password: string }, context: { ip: string; userAgent: string | null }) {
      refuseCommonPassword(input.password);
      const passwordHash = await hashPassword(input.password);
      const now = deps.now();
      const { token, hash } = newSecretToken();
      const expiresAt = new Date(now.getTime() + SESSION_DAYS * DAY_MS);
      await deps.db.transaction(async (tx) => {
        const repository = staffRepository(tx);
        const invite = await repository.consumeInvite(hashToken(input.token), now);
        if (!invite) throw invalid(STAFF_MESSAGES.inviteUnusable);
        const target = { email: invite.email, phone: invite.phone };
        if (await repository.accountWith(target)) throw conflict(STAFF_MESSAGES.customerAccount);
        const [member] = await tx
          .insert(users)
          .values({
            ...target,
            fullname: invite.fullname,
            passwordHash,
            userType: "Admin",
            staffRole: invite.role,
            isVerified: true,
          })
          .returning({ id: users.id });
        await sessionRepository(tx).create(member!.id, hash, expiresAt, context.userAgent?.slice(0, 300) ?? null);
        const actor = { id: member!.id, name: invite.fullname, ip: context.ip };
        await recordAudit(
          tx,
          {
            action: "staff.joined",
            object: { kind: "staff", id: member!.id },
            before: null,
            after: { role: invite.role },
            actor,
          },
          now,
        );
      });
      return { token, expiresAt };
    },

    /** A new role takes effect at once: the member's sessions end and they sign in again. */
    async changeRole(staffId: string, role: StaffRole): Promise<StaffMember> {
      const now = deps.now();
      return deps.db.transaction(async (tx) => {
        await lockForTransaction(tx, STAFF_LOCK);
        const repository = staffRepository(tx);
        const member = await repository.member(staffId);
        if (!member) throw notFound(STAFF_MESSAGES.notStaffMember);
        if (member.role === role) return presentMember(member);
        if (member.role === "owner" && (await repository.owners()) <= 1) throw conflict(STAFF_MESSAGES.lastOwner);
        await repository.setRole(member.id, role, now);
        await sessionRepository(tx).revokeAllOf(member.id, now);
        await recordAudit(
          tx,
          {
            action: "staff.roleChanged",
            object: { kind: "staff", id: member.id },
            before: { role: member.role },
            after: { role },
          },
          now,
        );
        return presentMember({ ...member, role });
      });
    },

    /** Takes the member off the staff and ends their sessions at once; the last owner stays. */
    async remove(staffId: string): Promise<void> {
      const now = deps.now();
      await deps.db.transaction(async (tx) => {
        await lockForTransaction(tx, STAFF_LOCK);
        const repository = staffRepository(tx);
        const member = await repository.member(staffId);
        if (!member) throw notFound(STAFF_MESSAGES.notStaffMember);
        if (member.role === "owner" && (await repository.owners()) <= 1) throw conflict(STAFF_MESSAGES.lastOwner);
        await repository.leaveStaff(member.id, now);
        await sessionRepository(tx).revokeAllOf(member.id, now);
        const before = { fullname: member.fullname, email: member.email, phone: member.phone, role: member.role };
        await recordAudit(
          tx,
          { action: "staff.removed", object: { kind: "staff", id: member.id }, before, after: null },
          now,
        );
      });
    },
  };
}
