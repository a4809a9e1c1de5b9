import type { Ref } from "react";
import { NOTE_FIELDS, NOTE_LIMITS, type NoteField } from "@/lib/notes/fields";
import styles from "./note-field-inputs.module.css";

// The five labelled fields of a note, for the notes widget (compact) and the
// /mynotes edit dialog: one list of labels, hints, limits and input styles.

const FIELD_TEXT: Record<NoteField, { label: string; multiline: boolean; placeholder?: string }> = {
  word: { label: "Word", multiline: false },
  type: { label: "Type", multiline: false, placeholder: "noun, verb, idiom…" },
  definitions: { label: "Definitions", multiline: true },
  example: { label: "Example", multiline: true },
  breakdown: { label: "Breakdown", multiline: true, placeholder: "Parts, roots, how to remember it" },
};

export type NoteFieldInputsProps = {
  /** Prefix of the inputs' ids (a useId() value), unique on the page. */
  idPrefix: string;
  values: Record<NoteField, string>;
  onChange: (field: NoteField, value: string) => void;
  /** The Word input, for the caller to focus. */
  wordRef?: Ref<HTMLInputElement>;
  /** Smaller type and shorter text areas, for the widget's panel. */
  compact?: boolean;
  /** Fields a save refused as empty: marked aria-invalid, with a message under each. */
  invalid?: readonly NoteField[];
  /** The fields a save needs (all five to create; the word and its meaning to edit). */
  required?: readonly NoteField[];
};

/** The message under a field a save refused as empty. */
export function emptyFieldMessage(field: NoteField): string {
  return `${FIELD_TEXT[field].label} is required.`;
}

export function NoteFieldInputs({ idPrefix, values, onChange, wordRef, compact = false, invalid = [], required = NOTE_FIELDS }: NoteFieldInputsProps) {
  const inputClass = compact ? `${styles.input} ${styles.compact}` : styles.input;
  return NOTE_FIELDS.map((name) => {
    const { label, multiline, placeholder } = FIELD_TEXT[name];
    const id = `${idPrefix}-${name}`;
    const refused = invalid.includes(name);
    const common = {
      id,
      name,
      value: values[name],
      placeholder,
      maxLength: NOTE_LIMITS[name],
      required: required.includes(name),
      className: inputClass,
      "aria-invalid": refused || undefined,
      "aria-describedby": refused ? `${id}-error` : undefined,
      onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    };
    return (
      <div key={name} className={styles.field}>
        <label htmlFor={id} className={compact ? `${styles.label} ${styles.compact}` : styles.label}>
          {label}
        </label>
        {multiline ? (
          <textarea {...common} rows={compact && name !== "definitions" ? 2 : 3} />
        ) : (
          <input {...common} ref={name === "word" ? wordRef : undefined} type="text" autoComplete="off" />
        )}
        {refused ? (
          <p id={`${id}-error`} className={styles.error}>
            {emptyFieldMessage(name)}
          </p>
        ) : null}
      </div>
    );
  });
}
