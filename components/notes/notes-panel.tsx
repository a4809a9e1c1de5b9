"use client";

import type { FormEvent, RefObject } from "react";
import { buttonClassName } from "@/components/ui/button-link";
import type { Note, NoteDraft } from "@/lib/client/notes-api";
import { NOTE_FIELDS, UPDATE_REQUIRED_FIELDS, type NoteField } from "@/lib/notes/fields";
import { NoteFieldInputs } from "./note-field-inputs";
import { editingId as editingIdOf, type RecentNotes } from "./notes-panel-reducer";
import type { NotesPrefill } from "./notes-widget";
import styles from "./notes-panel.module.css";
import { useNotesPanel } from "./use-notes-panel";

// The inside of the notes widget (docs/product.md#notes): create mode
// (Save) or edit mode (Edit, entered by clicking a recent note), and the 5
// newest notes. Loaded on first open by notes-widget.tsx.

export type NotesPanelProps = {
  open: boolean;
  prefill: NotesPrefill | null;
};

/** What a visitor's Save does with the note (docs/product.md#nothing-lost-at-sign-up). */
const VISITOR_NOTE_KEPT = "A note you save now waits in this browser and is added to your account when you log in.";

export function NotesPanel({ open, prefill }: NotesPanelProps) {
  const { state, userId, idPrefix, firstField, onSubmit, edit, cancelEdit, onFieldChange } = useNotesPanel({ open, prefill });
  const editingId = editingIdOf(state);

  return (
    <div className={styles.body}>
      <NoteForm
        idPrefix={idPrefix}
        draft={state.draft}
        firstField={firstField}
        invalid={state.invalid}
        editingId={editingId}
        busy={state.busy}
        onSubmit={onSubmit}
        onFieldChange={onFieldChange}
        onCancel={cancelEdit}
      />
      <RecentList headingId={`${idPrefix}recent`} userId={userId} recent={state.recent} editingId={editingId} onEdit={edit} />
    </div>
  );
}

function NoteForm({
  idPrefix,
  draft,
  firstField,
  invalid,
  editingId,
  busy,
  onSubmit,
  onFieldChange,
  onCancel,
}: {
  idPrefix: string;
  draft: NoteDraft;
  firstField: RefObject<HTMLInputElement | null>;
  invalid: NoteField[];
  editingId: string | null;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  onFieldChange: (name: NoteField, value: string) => void;
  onCancel: () => void;
}) {
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy}>
      <p className={styles.mode}>{editingId ? "Edit note" : "New note"}</p>
      <NoteFieldInputs
        idPrefix={idPrefix}
        values={draft}
        wordRef={firstField}
        compact
        invalid={invalid}
        required={editingId ? UPDATE_REQUIRED_FIELDS : NOTE_FIELDS}
        onChange={onFieldChange}
      />
      <div className={styles.actions}>
        {editingId ? (
          <button type="button" className={buttonClassName({ variant: "secondary", size: "small" })} onClick={onCancel}>
            Cancel
          </button>
        ) : null}
        {/* aria-disabled, not disabled: focus stays on the button while the note saves (onSubmit ignores it meanwhile). */}
        <button type="submit" className={buttonClassName({ size: "small", className: styles.submit })} aria-disabled={busy}>
          {editingId ? "Edit" : "Save"}
        </button>
      </div>
    </form>
  );
}

/** The five newest notes, each a button that edits it; or a hint why there are none. */
function RecentList({
  headingId,
  userId,
  recent,
  editingId,
  onEdit,
}: {
  headingId: string;
  userId: string | null;
  recent: RecentNotes;
  editingId: string | null;
  onEdit: (note: Note) => void;
}) {
  return (
    <section className={styles.recent} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.recentTitle}>
        Recent notes
      </h3>
      {userId && recent.state === "ready" && recent.notes.length > 0 ? (
        <ul className={styles.list}>
          {recent.notes.map((note) => (
            <li key={note.id}>
              <button type="button" className={styles.note} aria-current={note.id === editingId ? "true" : undefined} onClick={() => onEdit(note)}>
                <span className={styles.noteWord}>{note.word}</span>
                <span className={styles.noteText}>{note.definitions}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.hint}>
          {!userId
            ? `Log in to keep notes on words. ${VISITOR_NOTE_KEPT}`
            : recent.state === "loading"
              ? "Loading…"
              : recent.state === "failed"
                ? "Your notes could not be loaded."
                : "No notes yet. Your newest five show here."}
        </p>
      )}
    </section>
  );
}
