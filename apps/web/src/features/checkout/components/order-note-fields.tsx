import { ORDER_NOTE_MAX } from "@pallu/domain";
import { useId, useState } from "react";

export type OrderNotes = { note: string; gift: boolean; giftMessage: string };

export const NO_NOTES: OrderNotes = { note: "", gift: false, giftMessage: "" };

/** What an order sends of the notes: only what the shopper wrote, and the message only for a gift. */
export function notesToSend(notes: OrderNotes): { note?: string; giftMessage?: string } {
  const note = notes.note.trim();
  const giftMessage = notes.gift ? notes.giftMessage.trim() : "";
  return { ...(note ? { note } : {}), ...(giftMessage ? { giftMessage } : {}) };
}

function NoteBox({ label, hint, value, onChange, placeholder }: { label: string; hint: string; value: string; onChange: (text: string) => void; placeholder: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-[13px] font-bold text-ink">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        maxLength={ORDER_NOTE_MAX}
        rows={3}
        placeholder={placeholder}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
        className="block w-full resize-y rounded-lg border border-sand bg-white px-3 py-2.5 text-[15px] text-ink placeholder:text-ink-muted/70 focus:border-gold focus:outline-2 focus:outline-gold/40"
      />
      <p id={`${id}-hint`} className="mt-1 flex justify-between gap-3 text-[12px] text-ink-muted">
        <span>{hint}</span>
        <span aria-live="polite">
          {value.length}/{ORDER_NOTE_MAX}
        </span>
      </p>
    </div>
  );
}

/** "Add a note" for the shop, and "This is a gift" with the message that goes in the parcel instead of the prices. */
export function OrderNoteFields({ value, onChange }: { value: OrderNotes; onChange: (notes: OrderNotes) => void }) {
  const [writingNote, setWritingNote] = useState(value.note !== "");
  return (
    <div className="space-y-4">
      {writingNote ? (
        <NoteBox
          label="A note for us"
          hint="Anything we should know when we pack or deliver."
          placeholder="Please call before delivery"
          value={value.note}
          onChange={(note) => onChange({ ...value, note })}
        />
      ) : (
        <button
          type="button"
          onClick={() => setWritingNote(true)}
          className="text-[14px] font-semibold text-maroon underline decoration-gold/60 underline-offset-4 hover:decoration-maroon"
        >
          + Add a note
        </button>
      )}
      <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-sand bg-white/60 p-4">
        <input
          type="checkbox"
          checked={value.gift}
          onChange={(event) => onChange({ ...value, gift: event.target.checked })}
          className="mt-0.5 h-5 w-5 shrink-0 accent-maroon"
        />
        <span className="min-w-0 text-[14px]">
          <span className="block font-bold text-ink">This is a gift</span>
          <span className="block text-ink-muted">We leave the prices out of the parcel and put your message in.</span>
        </span>
      </label>
      {value.gift && (
        <NoteBox
          label="Gift message"
          hint="Printed on a card in the parcel."
          placeholder="Happy Diwali! With love, …"
          value={value.giftMessage}
          onChange={(giftMessage) => onChange({ ...value, giftMessage })}
        />
      )}
    </div>
  );
}
