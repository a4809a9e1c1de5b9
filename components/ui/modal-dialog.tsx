"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";
import styles from "./modal-dialog.module.css";

export type ModalDialogProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
};

/**
 * A native modal <dialog>: the browser keeps focus inside, Escape closes it,
 * and focus goes back to what opened it.
 */
export function ModalDialog({ open, title, onClose, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={() => {
        // The close event is a queued task: when the dialog was opened again
        // before it ran (Cancel, then Delete at once), it is stale.
        if (!ref.current?.open) onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === ref.current) onClose();
      }}
    >
      <div className={styles.content}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {open ? children : null}
      </div>
    </dialog>
  );
}
