import styles from "./flashcards-screen.module.css";
import { KeyboardIcon } from "./icons";

export const SHORTCUTS_POPOVER_ID = "flashcard-shortcuts";

const SHORTCUTS = [
  { keys: ["Space", "Enter"], action: "Flip the card" },
  { keys: ["←"], action: "Previous word" },
  { keys: ["→"], action: "Next word" },
  { keys: ["F"], action: "Favourite" },
  { keys: ["R"], action: "Remember" },
  { keys: ["U"], action: "Not remembered" },
  { keys: ["?"], action: "Show or hide this list" },
] as const;

/** The keyboard shortcuts in a small popover (the browser's popover: no script needed to open or dismiss it). */
export function ShortcutsHelp() {
  return (
    <div className={styles.help}>
      <button type="button" className={styles.helpButton} popoverTarget={SHORTCUTS_POPOVER_ID} aria-keyshortcuts="Shift+?">
        <KeyboardIcon size={18} />
        Keyboard shortcuts
      </button>
      <div id={SHORTCUTS_POPOVER_ID} popover="auto" className={styles.helpPopover} role="dialog" aria-label="Keyboard shortcuts">
        <div className={styles.helpHead}>
          <p className={styles.helpTitle}>Keyboard shortcuts</p>
          <button type="button" className={styles.helpClose} popoverTarget={SHORTCUTS_POPOVER_ID} popoverTargetAction="hide">
            Close
          </button>
        </div>
        <dl className={styles.helpList}>
          {SHORTCUTS.map(({ keys, action }) => (
            <div key={action} className={styles.helpRow}>
              <dt>
                {keys.map((key, index) => (
                  <span key={key}>
                    {index > 0 ? <span className={styles.helpOr}> or </span> : null}
                    <kbd className={styles.kbd}>{key}</kbd>
                  </span>
                ))}
              </dt>
              <dd>{action}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.helpNote}>Not while typing in a text field.</p>
      </div>
    </div>
  );
}
