import { totalPagesFor, type AdminUserListQuery, type AdminUserListResponse } from "@pallu/domain";
import type { AppDeps } from "../../app-deps.js";
import { forbidden, notFound } from "../../lib/app-error.js";
import { recordAudit } from "../audit/index.js";
import { presentAdminUser } from "./user-presenter.js";
import { userRepository } from "./user-repository.js";

// Not an argon2 hash, so no password can ever match it.
const UNUSABLE_PASSWORD = "!account-deleted";

/** The admin's view of customers: a searchable list and deletion that keeps the orders. */
export function adminUserService(deps: AppDeps) {
  const usersOf = userRepository(deps.db);

  return {
    async list(query: AdminUserListQuery): Promise<Omit<AdminUserListResponse, "success" | "message">> {
      const search = query.search || undefined;
      const [rows, totalCount, kinds] = await Promise.all([
        usersOf.listForAdmin({ search, offset: (query.page - 1) * query.limit, limit: query.limit }),
        usersOf.countForAdmin(search),
        usersOf.countByKind(),
      ]);
      return {
        users: rows.map(presentAdminUser),
        pagination: {
          currentPage: query.page,
          totalPages: totalPagesFor(totalCount, query.limit),
          totalCount,
          limit: query.limit,
        },
        totalUsers: totalCount,
        ...kinds,
      };
    },

    async remove(adminId: string, userId: string): Promise<void> {
      if (adminId === userId) throw forbidden("You cannot delete your own account");
      const user = await usersOf.findById(userId);
      if (!user) throw notFound("User not found");
      if (user.staffRole) throw forbidden("This is a member of staff: remove them on the Staff screen");
      await deps.db.transaction(async (tx) => {
        await userRepository(tx).anonymise(user, UNUSABLE_PASSWORD, deps.now());
        const before = { fullname: user.fullname, email: user.email, phone: user.phone };
        await recordAudit(
          tx,
          { action: "customer.deleted", object: { kind: "customer", id: user.id }, before, after: null },
          deps.now(),
        );
      });
    },
  };
}
