"use client";

import { useEffect, useLayoutEffect, useState, type CSSProperties } from "react";
import { createPortal } from "react-dom";
import { Toaster } from "sonner";
import { ACCOUNT_TOASTER_ID } from "@/components/toasts/toaster-ids";
import { useOpenModal } from "./use-open-modal";

/**
 * Errors look like errors and successes like successes (sonner's rich colours),
 * in our own shades: sonner's light ones are below 4.5:1 contrast. light-dark()
 * follows the system's scheme, as the toasters' theme="system" does.
 */
const TOAST_COLOURS = {
  "--error-bg": "light-dark(#fef2f2, #3f1616)",
  "--error-border": "light-dark(#fca5a5, #7f1d1d)",
  "--error-text": "light-dark(#991b1b, #fecaca)",
  "--success-bg": "light-dark(#f0fdf4, #12301f)",
  "--success-border": "light-dark(#86efac, #166534)",
  "--success-text": "light-dark(#14532d, #bbf7d0)",
} as CSSProperties;

/**
 * The placement rule (docs/product.md, "Toasts"): every toast shows at the
 * top-right, just below the sticky header (--header-bottom, app/globals.css),
 * where each page has its heading and no controls; the bottom of the screen is
 * the learning screens' buttons and the notes button. Over the page and the
 * notes widget (z-index 20), under the header (30): its menus and drop-downs
 * cover a toast, never the reverse. Over a modal dialog, whose backdrop hides
 * the header, the toasts go inside it (the top layer), at the top of the screen.
 */
const Z_INDEX = 25;
const BELOW_HEADER = "calc(var(--header-bottom) + 0.75rem)";
const OVER_MODAL = "0.75rem";

function toasterStyle(): CSSProperties {
  return { ...TOAST_COLOURS, zIndex: Z_INDEX };
}

/**
 * The two toast styles keep their durations
 * (docs/product.md#pages-and-navigation): learning screens 2000 ms; account
 * flows (login, sign-up, logout, reset) 5000 ms, and can be swiped away. Loaded
 * with the first toast (./toast.ts).
 */
export default function SonnerToasters() {
  const modal = useOpenModal();
  const top = modal ? OVER_MODAL : BELOW_HEADER;
  // One element holds the toasters, moved into an open modal and back out:
  // moving it keeps the toasts up (a portal to another element would remount them).
  const [host] = useState(() => document.createElement("div"));
  useLayoutEffect(() => {
    (modal ?? document.body).append(host);
  }, [modal, host]);
  useEffect(() => () => host.remove(), [host]);
  const toasters = (
    <>
      {/* Each toaster is a labelled region: two regions need two names. */}
      <Toaster
        position="top-right"
        duration={2000}
        theme="system"
        richColors
        style={toasterStyle()}
        offset={{ top }}
        mobileOffset={{ top }}
        containerAriaLabel="Notifications"
      />
      <Toaster
        id={ACCOUNT_TOASTER_ID}
        position="top-right"
        duration={5000}
        swipeDirections={["right", "top"]}
        theme="system"
        richColors
        style={toasterStyle()}
        offset={{ top }}
        mobileOffset={{ top }}
        containerAriaLabel="Account notifications"
      />
    </>
  );
  return createPortal(toasters, host);
}
