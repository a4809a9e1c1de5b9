"use client";

import { usePathname, useRouter } from "next/navigation";
import { useCallback, useEffect, useId, useReducer, useRef, type FormEvent } from "react";
import { toast } from "@/components/toasts/toast";
import { useAuthState } from "@/lib/client/auth-state";
import { createNote, fetchRecentNotes, updateNote, type Note, type NoteDraft, type NoteSaveResult } from "@/lib/client/notes-api";
import { rememberReturnPath } from "@/lib/client/return-path";
import { NOTES_FULL_MESSAGE } from "@/lib/notes/cap";
import { NOTE_FIELDS, UPDATE_REQUIRED_FIELDS, emptyNoteFields, type NoteField } from "@/lib/notes/fields";
import { NOTE_MESSAGES, NOTES_CHANGED_EVENT } from "@/lib/notes/messages";
import { keepNote } from "@/lib/pending/client-store";
import { EMPTY_DRAFT, draftFrom, initialNotesPanelState, notesPanelReducer } from "./notes-panel-reducer";
import type { NotesPrefill } from "./notes-widget";

// The effects around notes-panel-reducer.ts: the notes calls, the toasts,
// the redirects and the focus.

/** Toasts a failed create or update; a server failure ends on /error. */
function reportFailure(
  result: Extract<NoteSaveResult, { ok: false }>,
  messages: { invalid: string; failed: string },
  { sendToLogin, goTo }: { sendToLogin: () => void; goTo: (path: string) => void },
) {
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
      goTo("/error");
      break;
    default:
      toast.error(messages.failed, { id: messages.failed });
  }
}

export function useNotesPanel({ open, prefill }: { open: boolean; prefill: NotesPrefill | null }) {
  const router = useRouter();
  const pathname = usePathname();
  const { authUserId: userId } = useAuthState();
  const [state, dispatch] = useReducer(notesPanelReducer, { open, prefill }, initialNotesPanelState);
  const { mode, draft, busy } = state;
  const firstField = useRef<HTMLInputElement>(null);
  const idPrefix = useId();

  // Seen while rendering, not in an effect, so the form never shows the old word.
  if (state.shown.open !== open || state.shown.prefill !== prefill) dispatch({ type: "propsSeen", open, prefill });

  // A visitor has no notes to list (the hint says so); only a user's list is fetched.
  const loadRecent = useCallback(async () => {
    if (!userId) return;
    await fetchRecentNotes(userId).then(
      (notes) => dispatch({ type: "recentLoaded", notes }),
      (error: unknown) => {
        console.error("Notes: getrecentnotes failed", error);
        dispatch({ type: "recentFailed" });
        toast.error(NOTE_MESSAGES.recentFailed, { id: NOTE_MESSAGES.recentFailed });
      },
    );
  }, [userId]);

  /** Marks the empty fields of `fields` and focuses the first; true when there were any. */
  const markEmpty = useCallback(
    (fields: NoteDraft, required: readonly NoteField[]) => {
      const empty = emptyNoteFields(fields, required);
      dispatch({ type: "fieldsMarked", fields: empty });
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
      dispatch({ type: "busyChanged", busy: true });
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
            { sendToLogin, goTo: (path) => router.push(path) },
          );
          return;
        }
        const message = editing ? NOTE_MESSAGES.updated : NOTE_MESSAGES.created;
        toast.success(message, { id: message });
        // A notes table on screen (/mynotes) fetches its list again.
        window.dispatchEvent(new Event(NOTES_CHANGED_EVENT));
        dispatch({ type: "createStarted", fields: EMPTY_DRAFT });
        await loadRecent();
      } finally {
        dispatch({ type: "busyChanged", busy: false });
      }
    },
    [busy, userId, mode, draft, keepForAccount, sendToLogin, router, loadRecent, markEmpty],
  );

  const edit = useCallback((note: Note) => {
    dispatch({ type: "editStarted", note });
    firstField.current?.focus();
  }, []);

  const cancelEdit = useCallback(() => {
    dispatch({ type: "createStarted", fields: draftFrom(prefill) });
    firstField.current?.focus();
  }, [prefill]);

  const onFieldChange = useCallback((name: NoteField, value: string) => dispatch({ type: "fieldChanged", name, value }), []);

  return { state, userId, idPrefix, firstField, onSubmit, edit, cancelEdit, onFieldChange };
}
