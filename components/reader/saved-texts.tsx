import { buttonClassName } from "@/components/ui/button-link";
import type { SavedTextSummary } from "@/lib/reader/saved-texts";
import { MAX_SAVED_TEXTS } from "@/lib/reader/schema";
import styles from "./reader.module.css";
import type { LibraryCall } from "./your-text-reducer";

// The learner's saved texts, drawn by the client screen (./your-text.tsx).

// In UTC, so the server's first render and the browser's agree.
const DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

type SavedTextsProps = {
  texts: readonly SavedTextSummary[];
  call: LibraryCall | null;
  error: string | null;
  onOpen: (id: string) => void;
  onDelete: (id: string) => void;
};

export function SavedTexts({ texts, call, error, onOpen, onDelete }: SavedTextsProps) {
  const busy = (kind: "open" | "delete", id: string) => call?.kind === kind && call.id === id;
  return (
    <section aria-labelledby="saved-texts-title" className={styles.saved}>
      <h2 id="saved-texts-title">Your saved texts</h2>
      <p className={styles.count}>
        {texts.length} of {MAX_SAVED_TEXTS}
        {texts.length === 0 ? ": read a text, then “Save this text” to come back to it." : ""}
      </p>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {texts.length > 0 ? (
        <ul className={styles.savedList} aria-label="Saved texts, newest first">
          {texts.map((text) => (
            <li key={text.id} className={styles.savedRow}>
              <button
                type="button"
                className={styles.savedOpen}
                disabled={call !== null}
                aria-busy={busy("open", text.id) || undefined}
                onClick={() => onOpen(text.id)}
              >
                {text.title}
              </button>
              <time dateTime={text.createdAt} className={styles.count}>
                {DATE.format(new Date(text.createdAt))}
              </time>
              <button
                type="button"
                className={buttonClassName({ variant: "secondary", size: "small" })}
                disabled={call !== null}
                aria-label={`Delete: ${text.title}`}
                onClick={() => onDelete(text.id)}
              >
                {busy("delete", text.id) ? "Deleting…" : "Delete"}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** "Save this text" under a reading: "Saved" once the text read is among the saved ones. */
export function SaveTextButton({ kept, saving, onSave }: { kept: boolean; saving: boolean; onSave: () => void }) {
  return (
    <p>
      <button type="button" className={buttonClassName({ variant: "secondary" })} disabled={kept || saving} aria-busy={saving || undefined} onClick={onSave}>
        {kept ? "Saved" : saving ? "Saving…" : "Save this text"}
      </button>
    </p>
  );
}
