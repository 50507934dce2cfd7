import { z } from "zod";
import { optionalField } from "./form-values.js";
import { ORDER_NOTE_MAX, ORDER_NOTE_MESSAGES, STAFF_NOTE_MAX } from "./order-notes.js";

/** What a checkout (and an order taken at the counter) may say beside its lines: a note to the seller, and a gift's message. */
export const OrderNoteFieldsSchema = z.object({
  note: optionalField(z.string().trim().max(ORDER_NOTE_MAX, { message: ORDER_NOTE_MESSAGES.noteTooLong })),
  giftMessage: optionalField(z.string().trim().max(ORDER_NOTE_MAX, { message: ORDER_NOTE_MESSAGES.giftTooLong })),
});

/** A note the staff keep on an order or a customer, which the shopper never sees. */
export const StaffNoteSchema = z.object({
  _id: z.string(),
  body: z.string(),
  author: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffNote = z.infer<typeof StaffNoteSchema>;

export const StaffNoteBodySchema = z.object({
  body: z
    .string({ message: ORDER_NOTE_MESSAGES.staffNoteRequired })
    .trim()
    .min(1, { message: ORDER_NOTE_MESSAGES.staffNoteRequired })
    .max(STAFF_NOTE_MAX, { message: ORDER_NOTE_MESSAGES.staffNoteTooLong }),
});
