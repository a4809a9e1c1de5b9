"use client";

import { useId, useState, type FormEvent } from "react";
import { buttonClassName } from "@/components/ui/button-link";
import type { Note } from "@/lib/notes/notes";
// Not from lib/validations: that would bring zod into the page's JavaScript.
import { NOTE_FIELDS, NOTE_LIMITS, type NoteField } from "@/lib/notes/fields";
import type { NoteFields } from "@/lib/validations/notes";
import styles from "./note-edit-form.module.css";

const LABELS: Record<NoteField, string> = {
  word: "Word",
  type: "Type",
  definitions: "Definitions",
  example: "Example",
  breakdown: "Breakdown",
};

const MULTILINE: ReadonlySet<NoteField> = new Set(["definitions", "example", "breakdown"]);

export type NoteEditFormProps = {
  note: Note;
  saving: boolean;
  /** Called with the five fields as typed; the caller checks and saves them. */
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

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!saving) onSave(fields);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={saving}>
      {NOTE_FIELDS.map((field) => {
        const props = {
          id: `${id}-${field}`,
          name: field,
          className: styles.input,
          maxLength: NOTE_LIMITS[field],
          value: fields[field],
          onChange: (event: { target: { value: string } }) => setFields((current) => ({ ...current, [field]: event.target.value })),
        };
        return (
          <div key={field} className={styles.field}>
            <label htmlFor={props.id}>{LABELS[field]}</label>
            {MULTILINE.has(field) ? <textarea {...props} rows={3} /> : <input {...props} type="text" autoComplete="off" />}
          </div>
        );
      })}
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
