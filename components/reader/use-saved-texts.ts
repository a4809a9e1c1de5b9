"use client";

import type { Dispatch } from "react";
import { toast } from "@/components/toasts/toast";
import { ApiError, apiErrorMessage } from "@/lib/client/api";
import { deleteSavedText, openSavedText, saveReaderText } from "@/lib/client/reader-api";
import { SAVED_TEXT_MESSAGES } from "@/lib/reader/schema";
import { isKept, SAVED_TEXT_FAILURES, type YourTextAction, type YourTextState } from "./your-text-reducer";

const gone = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Save, open and delete of the learner's saved texts; `read` reads an opened text (the reducer has put it in the box). */
export function useSavedTexts(state: YourTextState, dispatch: Dispatch<YourTextAction>, read: (text: string) => void) {
  const save = () => {
    const text = state.result?.text;
    if (text === undefined || state.library || isKept(state)) return;
    dispatch({ type: "saveStarted" });
    saveReaderText(text).then(
      (saved) => {
        dispatch({ type: "saved", saved, text });
        toast.success(`Saved as “${saved.title}”.`, { id: "saved-text" });
      },
      (error: unknown) => dispatch({ type: "libraryFailed", message: apiErrorMessage(error) ?? SAVED_TEXT_FAILURES.save }),
    );
  };

  const open = (id: string) => {
    if (state.library || state.reading) return;
    dispatch({ type: "openStarted", id });
    openSavedText(id).then(
      (saved) => {
        dispatch({ type: "opened", id, text: saved.text });
        read(saved.text);
      },
      (error: unknown) =>
        dispatch(
          gone(error)
            ? { type: "gone", id, message: SAVED_TEXT_MESSAGES.notFound }
            : { type: "libraryFailed", message: apiErrorMessage(error) ?? SAVED_TEXT_FAILURES.open },
        ),
    );
  };

  const remove = (id: string) => {
    if (state.library) return;
    dispatch({ type: "deleteStarted", id });
    deleteSavedText(id).then(
      () => dispatch({ type: "deleted", id }),
      // Deleted already (in another tab): what the learner asked for.
      (error: unknown) =>
        dispatch(gone(error) ? { type: "deleted", id } : { type: "libraryFailed", message: apiErrorMessage(error) ?? SAVED_TEXT_FAILURES.delete }),
    );
  };

  return { save, open, remove };
}
