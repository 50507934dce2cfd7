import type { StaffNote } from "@pallu/domain";
import { api } from "@/lib/api";

type NotesAnswer = { message: string; notes: StaffNote[] };

/** What the staff's notes are about: an order or a customer. */
export type StaffNoteSubject = { kind: "order"; id: string } | { kind: "customer"; id: string };

const read = (subject: StaffNoteSubject) =>
  subject.kind === "order"
    ? { url: "/order/getOrderNotes", method: "POST", body: { orderId: subject.id } }
    : { url: "/user/getCustomerNotes", method: "POST", body: { customerId: subject.id } };

const write = (subject: StaffNoteSubject, body: string) =>
  subject.kind === "order"
    ? { url: "/order/addOrderNote", method: "POST", body: { orderId: subject.id, body } }
    : { url: "/user/addCustomerNote", method: "POST", body: { customerId: subject.id, body } };

/** The staff's own notes on an order or a customer; the shopper never sees them. */
export const staffNotesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStaffNotes: build.query<StaffNote[], StaffNoteSubject>({
      query: read,
      transformResponse: (answer: NotesAnswer) => answer.notes,
    }),
    addStaffNote: build.mutation<NotesAnswer, { subject: StaffNoteSubject; body: string }>({
      query: ({ subject, body }) => write(subject, body),
      async onQueryStarted({ subject }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(staffNotesApi.util.upsertQueryData("getStaffNotes", subject, data.notes));
      },
    }),
  }),
});

export const { useGetStaffNotesQuery, useAddStaffNoteMutation } = staffNotesApi;
