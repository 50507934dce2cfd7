import { totalPagesFor, type AdminUser, type AdminUserListQuery, type AdminUserListResponse } from "@pallu/domain";
import type { AppDeps } from "../../app-deps.js";
import { forbidden, notFound } from "../../lib/app-error.js";
import { userRepository, type AdminUserRow } from "./user-repository.js";

// Not an argon2 hash, so no password can ever match it.
const UNUSABLE_PASSWORD = "!account-deleted";

const present = (row: AdminUserRow): AdminUser => ({
  _id: row.id,
  fullname: row.fullname,
  email: row.email,
  phone: row.phone,
  image: row.image,
  isVerified: row.isVerified,
  userType: row.userType,
  ordersCount: row.ordersCount,
  createdAt: row.createdAt.toISOString(),
});

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
        users: rows.map(present),
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
      await deps.db.transaction((tx) => userRepository(tx).anonymise(user, UNUSABLE_PASSWORD, deps.now()));
    },
  };
}
