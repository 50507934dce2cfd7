import type { AdminUser, Pagination } from "@pallu/domain";
import { api } from "@/lib/api";

export interface AdminUserPage {
  users: AdminUser[];
  pagination: Pagination;
  totalUsers: number;
  customers: number;
  admins: number;
}

export const ADMIN_USERS_PAGE_SIZE = 20;

export const adminUsersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAllUsers: build.query<AdminUserPage, { page: number; search: string }>({
      query: ({ page, search }) => ({
        url: "/user/getAllUsers",
        params: { page, limit: ADMIN_USERS_PAGE_SIZE, ...(search ? { search } : {}) },
      }),
      transformResponse: (response: AdminUserPage) => ({
        users: response.users,
        pagination: response.pagination,
        totalUsers: response.totalUsers,
        customers: response.customers,
        admins: response.admins,
      }),
      providesTags: ["Users"],
    }),
    deleteUser: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: "/user/deleteUser", method: "DELETE", body: { id } }),
      invalidatesTags: ["Users", "Dashboard"],
    }),
  }),
});

export const { useGetAllUsersQuery, useDeleteUserMutation } = adminUsersApi;
