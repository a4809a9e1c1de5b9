"use client";

import { useId, useState, type FormEvent } from "react";
import { NoteFieldInputs } from "@/components/notes/note-field-inputs";
import { buttonClassName } from "@/components/ui/button-link";
import { UPDATE_REQUIRED_FIELDS, emptyNoteFields, type NoteField } from "@/lib/notes/fields";
import type { Note } from "@/lib/notes/notes";
import type { NoteFields } from "@/lib/notes/schema";
import styles from "./note-edit-form.module.css";

export type NoteEditFormProps = {
  note: Note;
  saving: boolean;
  /** Called with the five fields as typed; the caller checks and saves them (empty ones are marked here too). */
  onSave: (fields: NoteFields) => void;
  onCancel: () => void;
};

/** The five fields of a note, for editing it from the notes table. */
export function NoteEditForm({ note, saving, onSave, onCancel }: NoteEditFormProps) {
  const id = useId();
  const [fields, setFields] = useState<NoteFields>(() => ({
    word: note.word,
    type: note.type,
    definitions: note.definitions,
    example: note.example,
    breakdown: note.breakdown,
  }));
  // Fields a save refused as empty: marked until filled in.
  const [invalid, setInvalid] = useState<NoteField[]>([]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const empty = emptyNoteFields(fields, UPDATE_REQUIRED_FIELDS);
    setInvalid(empty);
    if (empty[0]) document.getElementById(`${id}-${empty[0]}`)?.focus();
    onSave(fields);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={saving}>
      <NoteFieldInputs
        idPrefix={id}
        values={fields}
        invalid={invalid}
        required={UPDATE_REQUIRED_FIELDS}
        onChange={(name, value) => {
          setFields((current) => ({ ...current, [name]: value }));
          if (value.trim()) setInvalid((current) => current.filter((field) => field !== name));
        }}
      />
      <div className={styles.buttons}>
        <button type="button" className={buttonClassName({ variant: "secondary" })} onClick={onCancel}>
          Cancel
        </button>
        {/* aria-disabled, not disabled: focus stays on it while saving. */}
        <button type="submit" className={buttonClassName()} aria-disabled={saving}>
          {saving ? "Saving..." : "Save"}
        </button>
      </div>
    </form>
  );
}
