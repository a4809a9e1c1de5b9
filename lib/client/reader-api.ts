import "client-only";
// The reader's calls from the browser: "Your own text" on Learn with Story,
// and the learner's saved texts.
// Each throws as apiCall does (./api.ts).
import type { AnalysedText } from "@/lib/reader/analyse";
import type { SavedText, SavedTextSummary } from "@/lib/reader/saved-texts";
import { apiCall, apiPost } from "./api";

/** POST /reader/analyse: the text read with the word set (and, signed in, with the learner's words). */
export function analyseReaderText(text: string): Promise<AnalysedText> {
  return apiPost("/reader/analyse", { text });
}

/** POST /reader/texts/save: the text kept among the learner's saved texts (409 past the cap). */
export async function saveReaderText(text: string): Promise<SavedTextSummary> {
  return (await apiPost<{ saved: SavedTextSummary }>("/reader/texts/save", { text })).saved;
}

/** GET /reader/texts/open: one of the learner's saved texts, whole (404 when it is gone). */
export async function openSavedText(id: string): Promise<SavedText> {
  return (await apiCall<{ text: SavedText }>(`/reader/texts/open?${new URLSearchParams({ id })}`)).text;
}

/** POST /reader/texts/delete (404 when it is gone already). */
export async function deleteSavedText(id: string): Promise<void> {
  await apiPost("/reader/texts/delete", { id });
}
