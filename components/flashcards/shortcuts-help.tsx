import type { ReactNode } from "react";
import styles from "./flashcards-screen.module.css";
import { KeyboardIcon } from "./icons";

// Shared by /flashcards and /review: the "Keyboard shortcuts" button and popover, listing what the screen passes.

export const SHORTCUTS_POPOVER_ID = "flashcard-shortcuts";

export type Shortcut = { keys: readonly string[]; action: string };

export type ShortcutsHelpProps = {
  shortcuts: readonly Shortcut[];
  /** The popover's id (for a `?` key: toggleShortcutsHelp(id)). */
  id?: string;
  /** More help under the list (a link). */
  footer?: ReactNode;
};

/** Shows or hides the shortcuts popover (the `?` key). */
export function toggleShortcutsHelp(id: string = SHORTCUTS_POPOVER_ID): void {
  document.getElementById(id)?.togglePopover();
}

/** The keyboard shortcuts in a small popover (the browser's popover: no script needed to open or dismiss it). */
export function ShortcutsHelp({ shortcuts, id = SHORTCUTS_POPOVER_ID, footer }: ShortcutsHelpProps) {
  return (
    <div className={styles.help}>
      <button type="button" className={styles.helpButton} popoverTarget={id} aria-keyshortcuts="Shift+?">
        <KeyboardIcon size={18} />
        Keyboard shortcuts
      </button>
      <div id={id} popover="auto" className={styles.helpPopover} role="dialog" aria-label="Keyboard shortcuts">
        <div className={styles.helpHead}>
          <p className={styles.helpTitle}>Keyboard shortcuts</p>
          <button type="button" className={styles.helpClose} popoverTarget={id} popoverTargetAction="hide">
            Close
          </button>
        </div>
        <dl className={styles.helpList}>
          {shortcuts.map(({ keys, action }) => (
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
        {footer ? <p className={styles.helpNote}>{footer}</p> : null}
      </div>
    </div>
  );
}
