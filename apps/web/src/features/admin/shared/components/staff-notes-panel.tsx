import { STAFF_NOTE_MAX } from "@pallu/domain";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { formatDay } from "@/lib/format";
import { useAddStaffNoteMutation, useGetStaffNotesQuery, type StaffNoteSubject } from "../staff-notes-api";
import { TextAreaField } from "./fields";
import { AdminPanel } from "./page-header";

/** The staff's notes on an order or a customer, oldest first, and a box to add one. Shoppers never see them. */
export function StaffNotesPanel({ subject }: { subject: StaffNoteSubject }) {
  const { data: notes = [] } = useGetStaffNotesQuery(subject);
  const [addNote, { isLoading }] = useAddStaffNoteMutation();
  const [draft, setDraft] = useState("");

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft.trim()) return;
    const added = await addNote({ subject, body: draft.trim() });
    if (added.data) setDraft("");
  }

  return (
    <AdminPanel title="Staff notes" description="Only the shop's staff see these.">
      {notes.length > 0 && (
        <ul className="mb-4 space-y-3">
          {notes.map((note) => (
            <li key={note._id} className="rounded-lg border-l-4 border-gold bg-ivory-deep/60 px-3 py-2">
              <p className="text-[14px] break-words whitespace-pre-line text-ink">{note.body}</p>
              <p className="mt-1 text-[12px] text-ink-muted">
                {note.author ?? "Staff"} · {formatDay(note.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={(event) => void submit(event)} className="space-y-2">
        <TextAreaField label="Add a note" value={draft} maxLength={STAFF_NOTE_MAX} onChange={(event) => setDraft(event.target.value)} rows={2} />
        <Button type="submit" size="sm" variant="outline" disabled={isLoading || !draft.trim()}>
          Save note
        </Button>
      </form>
    </AdminPanel>
  );
}
