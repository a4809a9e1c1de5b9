"use client";

import { usePathname, useRouter } from "next/navigation";
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { toast } from "@/components/toasts/toast";
import { buttonClassName } from "@/components/ui/button-link";
import { useAuthState } from "@/lib/client/auth-state";
import { keepNote } from "@/lib/pending/client-store";
import { rememberReturnPath } from "@/lib/client/return-path";
import { createNote, fetchRecentNotes, updateNote, type Note, type NoteDraft, type NoteSaveResult } from "@/lib/client/notes-api";
import { NOTES_FULL_MESSAGE } from "@/lib/notes/cap";
import { NOTE_FIELDS, UPDATE_REQUIRED_FIELDS, emptyNoteFields, type NoteField } from "@/lib/notes/fields";
import { NOTE_MESSAGES, NOTES_CHANGED_EVENT } from "@/lib/notes/messages";
import { NoteFieldInputs } from "./note-field-inputs";
import type { NotesPrefill } from "./notes-widget";
import styles from "./notes-panel.module.css";

// The inside of the notes widget (docs/product.md#notes): create mode
// (Save) or edit mode (Edit, entered by clicking a recent note), and the 5
// newest notes. Loaded on first open by notes-widget.tsx.

export type NotesPanelProps = {
  open: boolean;
  prefill: NotesPrefill | null;
};

type Mode = { kind: "create" } | { kind: "edit"; note: Note };

type Recent = { state: "loading" | "failed" } | { state: "ready"; notes: Note[] };

/** What a visitor's Save does with the note (docs/product.md#nothing-lost-at-sign-up). */
const VISITOR_NOTE_KEPT = "A note you save now waits in this browser and is added to your account when you log in.";

const EMPTY: NoteDraft = { word: "", type: "", definitions: "", example: "", breakdown: "" };

function draftFrom(prefill: NotesPrefill | null): NoteDraft {
  return prefill ? { ...EMPTY, word: prefill.word, definitions: prefill.definitions } : EMPTY;
}

function noteDraft(note: Note): NoteDraft {
  return { word: note.word, type: note.type, definitions: note.definitions, example: note.example, breakdown: note.breakdown };
}

export function NotesPanel({ open, prefill }: NotesPanelProps) {
  const router = useRouter();
  const pathname = usePathname();
  const { authUserId: userId } = useAuthState();
  const [mode, setMode] = useState<Mode>({ kind: "create" });
  const [draft, setDraft] = useState<NoteDraft>(() => draftFrom(prefill));
  const [recent, setRecent] = useState<Recent>({ state: "loading" });
  const [busy, setBusy] = useState(false);
  // Fields a save refused as empty: marked until filled in.
  const [invalid, setInvalid] = useState<NoteField[]>([]);
  // The user typed in the create form: their draft is kept instead of the card's word.
  const [typed, setTyped] = useState(false);
  const firstField = useRef<HTMLInputElement>(null);
  const idPrefix = useId();
  const recentHeadingId = `${idPrefix}recent`;

  // An untouched new note starts from the card on screen at each opening, and
  // follows the card while open (either face, every word): set while rendering,
  // when `open` or the card changes, so the form never shows the old word.
  const [shown, setShown] = useState({ open, prefill });
  if (shown.open !== open || shown.prefill !== prefill) {
    setShown({ open, prefill });
    if (open && mode.kind === "create" && !typed) setDraft(draftFrom(prefill));
  }

  // A visitor has no notes to list (the hint says so); only a user's list is fetched.
  const loadRecent = useCallback(async () => {
    if (!userId) return;
    await fetchRecentNotes(userId).then(
      (notes) => setRecent({ state: "ready", notes }),
      (error: unknown) => {
        console.error("Notes: getrecentnotes failed", error);
        setRecent({ state: "failed" });
        toast.error(NOTE_MESSAGES.recentFailed, { id: NOTE_MESSAGES.recentFailed });
      },
    );
  }, [userId]);

  const startCreate = useCallback((fields: NoteDraft) => {
    setTyped(false);
    setMode({ kind: "create" });
    setDraft(fields);
    setInvalid([]);
  }, []);

  /** Marks the empty fields of `fields` and focuses the first; true when there were any. */
  const markEmpty = useCallback(
    (fields: NoteDraft, required: readonly NoteField[]) => {
      const empty = emptyNoteFields(fields, required);
      setInvalid(empty);
      if (empty[0]) document.getElementById(`${idPrefix}-${empty[0]}`)?.focus();
      return empty.length > 0;
    },
    [idPrefix],
  );

  // Each opening: the list again, focus on Word.
  useEffect(() => {
    if (!open) return;
    void loadRecent();
    const field = firstField.current;
    const dialog = field?.closest('[role="dialog"]');
    const active = document.activeElement;
    // Not when the user has already moved on inside the dialog (the panel can arrive after the dialog opened).
    if (field && (!dialog?.contains(active) || active === dialog)) field.focus();
  }, [open, loadRecent]);

  const sendToLogin = useCallback(() => {
    toast.error(NOTE_MESSAGES.loginRequired, { id: NOTE_MESSAGES.loginRequired });
    router.push(rememberReturnPath(pathname, "notes"));
  }, [router, pathname]);

  /**
   * A visitor's Save: a note the server would take is kept for their account
   * (lib/pending/client-store.ts), then the login toast and redirect to log
   * in; one it would refuse is refused here, as the server would.
   */
  const keepForAccount = useCallback(() => {
    if (markEmpty(draft, NOTE_FIELDS) || !keepNote(draft)) {
      toast.error(NOTE_MESSAGES.createInvalid, { id: NOTE_MESSAGES.createInvalid });
      return;
    }
    sendToLogin();
  }, [draft, markEmpty, sendToLogin]);

  /** Toasts a failed create or update; a server failure ends on /error. */
  const reportFailure = useCallback(
    (result: Extract<NoteSaveResult, { ok: false }>, messages: { invalid: string; failed: string }) => {
      console.error("Notes: saving failed", result.error);
      switch (result.reason) {
        case "signed-out":
          sendToLogin();
          break;
        case "invalid":
          toast.error(messages.invalid, { id: messages.invalid });
          break;
        case "full":
          toast.error(NOTES_FULL_MESSAGE, { id: NOTES_FULL_MESSAGE });
          break;
        case "server":
          toast.error(NOTE_MESSAGES.serverError, { id: NOTE_MESSAGES.serverError });
          router.push("/error");
          break;
        default:
          toast.error(messages.failed, { id: messages.failed });
      }
    },
    [router, sendToLogin],
  );

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy) return;
      if (!userId) {
        keepForAccount();
        return;
      }
      const editing = mode.kind === "edit" ? mode.note : null;
      // Update needs the word and its meaning; create (all five) leaves that to the server's errors list.
      if (editing && markEmpty(draft, UPDATE_REQUIRED_FIELDS)) {
        toast.error(NOTE_MESSAGES.updateInvalid, { id: NOTE_MESSAGES.updateInvalid });
        return;
      }
      setBusy(true);
      try {
        const result = editing ? await updateNote(userId, editing.id, draft) : await createNote(userId, draft);
        if (!result.ok) {
          // The server's errors list: mark what it refused (the empty fields), beside the toast.
          if (result.reason === "invalid") markEmpty(draft, editing ? UPDATE_REQUIRED_FIELDS : NOTE_FIELDS);
          reportFailure(
            result,
            editing
              ? { invalid: NOTE_MESSAGES.updateInvalid, failed: NOTE_MESSAGES.updateFailed }
              : { invalid: NOTE_MESSAGES.createInvalid, failed: NOTE_MESSAGES.createFailed },
          );
          return;
        }
        const message = editing ? NOTE_MESSAGES.updated : NOTE_MESSAGES.created;
        toast.success(message, { id: message });
        // A notes table on screen (/mynotes) fetches its list again.
        window.dispatchEvent(new Event(NOTES_CHANGED_EVENT));
        startCreate(EMPTY);
        await loadRecent();
      } finally {
        setBusy(false);
      }
    },
    [busy, userId, mode, draft, keepForAccount, reportFailure, startCreate, loadRecent, markEmpty],
  );

  const edit = useCallback((note: Note) => {
    setMode({ kind: "edit", note });
    setDraft(noteDraft(note));
    setInvalid([]);
    firstField.current?.focus();
  }, []);

  const cancelEdit = useCallback(() => {
    startCreate(draftFrom(prefill));
    firstField.current?.focus();
  }, [startCreate, prefill]);

  const editingId = mode.kind === "edit" ? mode.note.id : null;

  return (
    <div className={styles.body}>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy}>
        <p className={styles.mode}>{editingId ? "Edit note" : "New note"}</p>
        <NoteFieldInputs
          idPrefix={idPrefix}
          values={draft}
          wordRef={firstField}
          compact
          invalid={invalid}
          required={mode.kind === "edit" ? UPDATE_REQUIRED_FIELDS : NOTE_FIELDS}
          onChange={(name, value) => {
            if (mode.kind === "create") setTyped(true);
            setDraft((current) => ({ ...current, [name]: value }));
            if (value.trim()) setInvalid((current) => (current.includes(name) ? current.filter((field) => field !== name) : current));
          }}
        />
        <div className={styles.actions}>
          {editingId ? (
            <button type="button" className={buttonClassName({ variant: "secondary", size: "small" })} onClick={cancelEdit}>
              Cancel
            </button>
          ) : null}
          {/* aria-disabled, not disabled: focus stays on the button while the note saves (onSubmit ignores it meanwhile). */}
          <button type="submit" className={buttonClassName({ size: "small", className: styles.submit })} aria-disabled={busy}>
            {editingId ? "Edit" : "Save"}
          </button>
        </div>
      </form>

      <section className={styles.recent} aria-labelledby={recentHeadingId}>
        <h3 id={recentHeadingId} className={styles.recentTitle}>
          Recent notes
        </h3>
        {userId && recent.state === "ready" && recent.notes.length > 0 ? (
          <ul className={styles.list}>
            {recent.notes.map((note) => (
              <li key={note.id}>
                <button type="button" className={styles.note} aria-current={note.id === editingId ? "true" : undefined} onClick={() => edit(note)}>
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
    </div>
  );
}
