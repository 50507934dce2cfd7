import type { WorkOrderStage, WorkOrderWire } from "@pallu/domain";
import { api } from "@/lib/api";

export const tailoringDeskApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWorkOrders: build.query<WorkOrderWire[], void>({
      query: () => ({ url: "/admin/workOrders" }),
      transformResponse: (response: { workOrders: WorkOrderWire[] }) => response.workOrders,
      providesTags: ["AdminOrder"],
    }),
    moveWorkOrder: build.mutation<WorkOrderWire, { workOrderId: string; stage: WorkOrderStage }>({
      query: (body) => ({ url: "/admin/moveWorkOrder", method: "POST", body }),
      transformResponse: (response: { workOrder: WorkOrderWire }) => response.workOrder,
      invalidatesTags: ["AdminOrder"],
    }),
    remindMeasurements: build.mutation<WorkOrderWire, { workOrderId: string }>({
      query: (body) => ({ url: "/admin/remindMeasurements", method: "POST", body }),
      transformResponse: (response: { workOrder: WorkOrderWire }) => response.workOrder,
      invalidatesTags: ["AdminOrder"],
    }),
  }),
});

export const { useGetWorkOrdersQuery, useMoveWorkOrderMutation, useRemindMeasurementsMutation } = tailoringDeskApi;
