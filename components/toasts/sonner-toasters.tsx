"use client";

import type { CSSProperties } from "react";
import { Toaster } from "sonner";
import { ACCOUNT_TOASTER_ID } from "@/components/toasts/toaster-ids";

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

/** The top-right toasts start below the sticky header (--header-bottom, app/globals.css), never over its buttons. */
const BELOW_HEADER = "calc(var(--header-bottom) + 0.75rem)";

/**
 * The spec's two toast styles (section 9): learning screens toast bottom-centre
 * for 2000 ms; account flows (login, sign-up, logout, reset) top-right for
 * 5000 ms and can be swiped away. Loaded with the first toast (./toast.ts).
 */
export default function SonnerToasters() {
  return (
    <>
      {/* Each toaster is a labelled region: two regions need two names. */}
      <Toaster position="bottom-center" duration={2000} theme="system" richColors style={TOAST_COLOURS} containerAriaLabel="Notifications" />
      <Toaster
        id={ACCOUNT_TOASTER_ID}
        position="top-right"
        duration={5000}
        swipeDirections={["right", "top"]}
        theme="system"
        richColors
        style={TOAST_COLOURS}
        offset={{ top: BELOW_HEADER }}
        mobileOffset={{ top: BELOW_HEADER }}
        containerAriaLabel="Account notifications"
      />
    </>
  );
}
