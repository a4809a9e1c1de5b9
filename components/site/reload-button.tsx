"use client";

import { buttonClassName } from "@/components/ui/button-link";

/** Try again, where the page's own render failed (a 503 while the database is away): the page loaded afresh. */
export function ReloadButton() {
  return (
    <button type="button" className={buttonClassName({ variant: "secondary" })} onClick={() => window.location.reload()}>
      Try again
    </button>
  );
}
