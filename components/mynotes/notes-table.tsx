"use client";

import { useEffect, useMemo, useState } from "react";
import { toast } from "@/components/toasts/toast";
import { PagedTable, type DataTableColumn } from "@/components/table/paged-table";
import { PencilIcon, TrashIcon } from "@/components/table/icons";
import { RowAction } from "@/components/table/row-action";
import { buttonClassName } from "@/components/ui/button-link";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { deleteNote, updateNote } from "@/lib/client/notes-api";
import { NOTE_MESSAGES as MESSAGES, NOTES_CHANGED_EVENT } from "@/lib/notes/messages";
import type { Note } from "@/lib/notes/notes";
import { UPDATE_REQUIRED_FIELDS, emptyNoteFields } from "@/lib/notes/fields";
import { ROWS_PER_PAGE, serverPageView } from "@/lib/table/paging";
import type { NoteFields } from "@/lib/notes/schema";
import { NoteEditForm } from "./note-edit-form";
import styles from "./note-edit-form.module.css";
import { useNotesPage, type ShownNotes } from "./use-notes-page";

export type NotesTableProps = {
  userId: string;
  /** The page of notes the URL asks for, as the server read it; null when it could not. */
  initialPage: ShownNotes | null;
  /** The URL's search (?q=), shown in the search box. */
  initialQuery: string;
};

const COLUMNS: readonly DataTableColumn<Note>[] = [
  { header: "Word", cell: (note) => note.word, variant: "key" },
  { header: "Type", cell: (note) => note.type },
  { header: "Definitions", cell: (note) => note.definitions, variant: "long" },
  { header: "Example", cell: (note) => note.example, variant: "long" },
  { header: "Breakdown", cell: (note) => note.breakdown, variant: "long" },
];

/**
 * The notes table (docs/product.md#notes): paging and search (on the word or
 * the definitions) done by the server a page at a time, edit and delete.
 */
export function NotesTable({ userId, initialPage, initialQuery }: NotesTableProps) {
  const { shown, query, search, goTo, reload, run, removeShown, busy } = useNotesPage(userId, initialPage, initialQuery, () =>
    toast.error(MESSAGES.listFailed, { id: MESSAGES.listFailed }),
  );
  const view = useMemo(
    () =>
      shown && serverPageView(shown.notes, { query: shown.query, page: shown.page, perPage: ROWS_PER_PAGE, pageCount: shown.pageCount, matching: shown.total }),
    [shown],
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
    if (emptyNoteFields(fields, UPDATE_REQUIRED_FIELDS).length > 0) {
      toast.error(MESSAGES.updateInvalid, { id: MESSAGES.updateInvalid });
      return;
    }
    void run(async () => {
      if (!(await updateNote(userId, note.id, fields)).ok) {
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
        await deleteNote(userId, note.id);
      } catch {
        toast.error(MESSAGES.removeFailed, { id: MESSAGES.removeFailed });
        return;
      }
      setDeleting(null);
      removeShown(note.id);
      await reload();
    });
  }

  return (
    <>
      {view === null ? (
        <p role="status">Loading your notes…</p>
      ) : (
        <PagedTable
          label="My notes"
          view={view}
          query={query}
          onQueryChange={search}
          onPageChange={goTo}
          rowKey={(note) => note.id}
          columns={COLUMNS}
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
