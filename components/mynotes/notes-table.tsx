"use client";

import { useEffect, useState } from "react";
import { toast } from "@/components/toasts/toast";
import { DataTable, type DataTableColumn } from "@/components/table/data-table";
import { PencilIcon, TrashIcon } from "@/components/table/icons";
import { RowAction } from "@/components/table/row-action";
import { useTableRows } from "@/components/table/use-table-rows";
import { buttonClassName } from "@/components/ui/button-link";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { apiPost } from "@/lib/client/api";
import { NOTE_MESSAGES as MESSAGES, NOTES_CHANGED_EVENT } from "@/lib/notes/messages";
import type { Note } from "@/lib/notes/notes";
import { emptyNoteFields } from "@/lib/notes/fields";
import type { NoteFields } from "@/lib/validations/notes";
import { NoteEditForm } from "./note-edit-form";
import styles from "./note-edit-form.module.css";

export type NotesTableProps = {
  userId: string;
  /** The user's notes as the server read them, newest first; null when it could not. */
  initialNotes: Note[] | null;
};

const COLUMNS: readonly DataTableColumn<Note>[] = [
  { header: "Word", cell: (note) => note.word, variant: "key" },
  { header: "Type", cell: (note) => note.type },
  { header: "Definitions", cell: (note) => note.definitions, variant: "long" },
  { header: "Example", cell: (note) => note.example, variant: "long" },
  { header: "Breakdown", cell: (note) => note.breakdown, variant: "long" },
];

/** Notes search matches the word or the definitions (spec section 5). */
const searchFields = (note: Note) => [note.word, note.definitions];

/** The notes table (spec: "Favourites table and notes table"): paging and search, edit and delete. */
export function NotesTable({ userId, initialNotes }: NotesTableProps) {
  const { rows, busy, reload, run, setRows } = useTableRows<Note>(
    initialNotes,
    async () => (await apiPost<{ data: Note[] }>("/notes/getallnotes", { userId })).data,
    () => toast.error(MESSAGES.listFailed, { id: MESSAGES.listFailed }),
  );
  const [editing, setEditing] = useState<Note | null>(null);
  const [deleting, setDeleting] = useState<Note | null>(null);

  // A note made elsewhere on the page (the notes widget) shows up here too.
  useEffect(() => {
    const onChange = () => void reload();
    window.addEventListener(NOTES_CHANGED_EVENT, onChange);
    return () => window.removeEventListener(NOTES_CHANGED_EVENT, onChange);
  }, [reload]);

  function save(note: Note, fields: NoteFields) {
    if (emptyNoteFields(fields).length > 0) {
      toast.error(MESSAGES.updateInvalid, { id: MESSAGES.updateInvalid });
      return;
    }
    void run(async () => {
      try {
        await apiPost("/notes/updatenote", { ...fields, userId, noteId: note.id });
      } catch {
        toast.error(MESSAGES.updateFailed, { id: MESSAGES.updateFailed });
        return;
      }
      toast.success(MESSAGES.updated, { id: MESSAGES.updated });
      setEditing(null);
      await reload();
    });
  }

  function remove(note: Note) {
    void run(async () => {
      try {
        await apiPost("/notes/deletenote", { userId, noteId: note.id });
      } catch {
        toast.error(MESSAGES.removeFailed, { id: MESSAGES.removeFailed });
        return;
      }
      setDeleting(null);
      setRows((current) => current.filter((candidate) => candidate.id !== note.id));
      await reload();
    });
  }

  return (
    <>
      {rows === null ? (
        <p role="status">Loading your notes…</p>
      ) : (
        <DataTable
          label="My notes"
          rows={rows}
          rowKey={(note) => note.id}
          columns={COLUMNS}
          searchFields={searchFields}
          searchLabel="Search by word or definition"
          busy={busy}
          manyColumns
          actions={(note) => (
            <>
              <RowAction label={`Edit the note on ${note.word}`} icon={<PencilIcon size={16} />} disabled={busy} onClick={() => setEditing(note)}>
                Edit
              </RowAction>
              <RowAction
                label={`Delete the note on ${note.word}`}
                tone="danger"
                icon={<TrashIcon size={16} />}
                disabled={busy}
                onClick={() => setDeleting(note)}
              >
                Delete
              </RowAction>
            </>
          )}
        />
      )}

      <ModalDialog open={editing !== null} title="Edit note" onClose={() => setEditing(null)}>
        {editing ? (
          <NoteEditForm key={editing.id} note={editing} saving={busy} onSave={(fields) => save(editing, fields)} onCancel={() => setEditing(null)} />
        ) : null}
      </ModalDialog>

      <ModalDialog open={deleting !== null} title="Delete note" onClose={() => setDeleting(null)}>
        {deleting ? (
          <>
            <p className={styles.text}>Delete your note on “{deleting.word}”? This cannot be undone.</p>
            <div className={styles.buttons}>
              <button type="button" className={buttonClassName({ variant: "secondary" })} onClick={() => setDeleting(null)}>
                Cancel
              </button>
              <button type="button" className={buttonClassName({ variant: "danger" })} aria-disabled={busy} onClick={() => !busy && remove(deleting)}>
                Delete
              </button>
            </div>
          </>
        ) : null}
      </ModalDialog>
    </>
  );
}
