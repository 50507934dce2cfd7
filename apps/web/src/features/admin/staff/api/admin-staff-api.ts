import type { AuditEntry, Pagination, StaffInvite, StaffMember, StaffRole } from "@pallu/domain";
import { api } from "@/lib/api";
import { FRESH } from "../../shared/fresh-read";

export type InviteBody = { fullname: string; role: StaffRole } & ({ email: string } | { phone: string });
export type AuditFilters = { actor?: string; object?: string; from?: string; to?: string; page: number };

export const adminStaffApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStaff: build.query<{ staff: StaffMember[]; invites: StaffInvite[] }, void>({
      query: () => ({ url: "/staff/getStaff", cache: FRESH }),
      transformResponse: (response: { staff: StaffMember[]; invites: StaffInvite[] }) => ({
        staff: response.staff,
        invites: response.invites,
      }),
      providesTags: ["Staff"],
    }),
    inviteStaff: build.mutation<{ message: string; invite: StaffInvite }, InviteBody>({
      query: (body) => ({ url: "/staff/inviteStaff", method: "POST", body }),
      invalidatesTags: ["Staff", "AuditLog"],
    }),
    updateStaff: build.mutation<{ message: string; member: StaffMember }, { staffId: string; role: StaffRole }>({
      query: (body) => ({ url: "/staff/updateStaff", method: "PUT", body }),
      invalidatesTags: ["Staff", "AuditLog"],
    }),
    removeStaff: build.mutation<{ message: string }, string>({
      query: (staffId) => ({ url: "/staff/removeStaff", method: "DELETE", body: { staffId } }),
      invalidatesTags: ["Staff", "AuditLog"],
    }),
    getAuditLog: build.query<{ entries: AuditEntry[]; pagination: Pagination }, AuditFilters>({
      query: (filters) => ({
        url: "/audit/getAuditLog",
        params: Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== "")),
        cache: FRESH,
      }),
      transformResponse: (response: { entries: AuditEntry[]; pagination: Pagination }) => ({
        entries: response.entries,
        pagination: response.pagination,
      }),
      providesTags: ["AuditLog"],
    }),
  }),
});

export const {
  useGetStaffQuery,
  useInviteStaffMutation,
  useUpdateStaffMutation,
  useRemoveStaffMutation,
  useGetAuditLogQuery,
} = adminStaffApi;
