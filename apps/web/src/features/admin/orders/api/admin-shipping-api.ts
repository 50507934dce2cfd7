import type { CourierRate, DeliveryProblem, Shipment } from "@pallu/domain";
import { api } from "@/lib/api";

type ShipmentAnswer = { message: string; shipment: Shipment };
type StepArgs = { orderId: string; courierId?: number };

/** The shipping panel's calls: what the shipment is, the couriers' rates, and each step with Shiprocket. */
const shipmentReads = api.injectEndpoints({
  endpoints: (build) => ({
    getShipment: build.query<Shipment, string>({
      query: (orderId) => ({ url: "/shipping/getShipment", params: { orderId } }),
      transformResponse: (answer: ShipmentAnswer) => answer.shipment,
      providesTags: (_result, _error, orderId) => [{ type: "AdminOrder", id: orderId }],
    }),
    getCourierRates: build.query<{ message: string; couriers: CourierRate[] }, string>({
      query: (orderId) => ({ url: "/shipping/getCourierRates", params: { orderId } }),
    }),
    getDeliveryProblems: build.query<DeliveryProblem[], void>({
      query: () => ({ url: "/shipping/getDeliveryProblems" }),
      transformResponse: (answer: { problems: DeliveryProblem[] }) => answer.problems,
      providesTags: [{ type: "AdminOrder", id: "LIST" }],
    }),
  }),
});

/** A step answers with the shipment as it now stands; the order (status, AWB, history) is read again. */
export const adminShippingApi = shipmentReads.injectEndpoints({
  endpoints: (build) => {
    const step = (path: string) =>
      build.mutation<ShipmentAnswer, StepArgs>({
        query: (body) => ({ url: `/shipping/${path}`, method: "POST", body }),
        async onQueryStarted({ orderId }, { dispatch, queryFulfilled }) {
          const outcome = await queryFulfilled.catch(() => undefined);
          if (outcome) dispatch(shipmentReads.util.upsertQueryData("getShipment", orderId, outcome.data.shipment));
        },
        invalidatesTags: (_result, _error, { orderId }) => [
          { type: "AdminOrder", id: orderId },
          { type: "AdminOrder", id: "LIST" },
        ],
      });
    return {
      createShipment: step("createShipment"),
      assignAwb: step("assignAwb"),
      requestPickup: step("requestPickup"),
      cancelShipment: step("cancelShipment"),
    };
  },
});

export const { useGetShipmentQuery, useLazyGetCourierRatesQuery, useGetDeliveryProblemsQuery } = shipmentReads;
export const { useCreateShipmentMutation, useAssignAwbMutation, useRequestPickupMutation, useCancelShipmentMutation } =
  adminShippingApi;
