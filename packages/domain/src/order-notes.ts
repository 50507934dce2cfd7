/** How long a shopper's note to the seller and a gift message may be. */
export const ORDER_NOTE_MAX = 300;

/** How long the staff's own note on an order or a customer may be. */
export const STAFF_NOTE_MAX = 1000;

export const ORDER_NOTE_MESSAGES = {
  noteTooLong: `A note can have at most ${ORDER_NOTE_MAX} characters`,
  giftTooLong: `A gift message can have at most ${ORDER_NOTE_MAX} characters`,
  staffNoteRequired: "Please write the note",
  staffNoteTooLong: `A note can have at most ${STAFF_NOTE_MAX} characters`,
} as const;
