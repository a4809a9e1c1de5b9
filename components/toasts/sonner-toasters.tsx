"use client";

import { Toaster } from "sonner";
import { ACCOUNT_TOASTER_ID } from "@/components/toasts/toaster-ids";

/**
 * The spec's two toast styles (section 9): learning screens toast bottom-centre
 * for 2000 ms; account flows (login, sign-up, logout, reset) top-right for
 * 5000 ms and can be swiped away. Loaded with the first toast (./toast.ts).
 */
export default function SonnerToasters() {
  return (
    <>
      {/* Each toaster is a labelled region: two regions need two names. */}
      <Toaster position="bottom-center" duration={2000} theme="system" containerAriaLabel="Notifications" />
      <Toaster
        id={ACCOUNT_TOASTER_ID}
        position="top-right"
        duration={5000}
        swipeDirections={["right", "top"]}
        theme="system"
        containerAriaLabel="Account notifications"
      />
    </>
  );
}
