"use client";

import { useRouter } from "next/navigation";
import { useEffect, useSyncExternalStore } from "react";
import formStyles from "@/components/auth/auth-form.module.css";
import { startDeck } from "@/lib/client/review-api";
import { onPendingApplied } from "@/lib/pending/applied-event";
import { readPending } from "@/lib/pending/client-store";
import { AFTER_PLACEMENT_PATH } from "@/lib/placement/paths";

export const VERIFIED_WELCOME_TEXT = {
  verified: "Your email is verified and you are logged in.",
  takeTest: "Take the test to start at your level.",
  saving: "Saving your test result and adding your first words…",
} as const;

type Mode = "none" | "saving" | "welcome";

// What the arrival shows, kept outside React: the effect below reads the
// address and this browser's storage (which the server cannot) and sets it.
let arrival: Mode = "none";
const listeners = new Set<() => void>();

function setArrival(mode: Mode): void {
  arrival = mode;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverSnapshot = (): Mode => "none";

/**
 * The verification link's landing (VERIFIED_LANDING_PATH), signed in by the
 * link. A learner who took the test before signing up has its result kept in
 * this browser: once components/site/pending-apply.tsx has saved it, the
 * first 10 new words of their band join the deck and review opens on the
 * first card. Otherwise the page welcomes them to the test.
 */
export function VerifiedWelcome() {
  const router = useRouter();
  const mode = useSyncExternalStore(subscribe, () => arrival, serverSnapshot);

  useEffect(() => {
    if (new URLSearchParams(window.location.search).get("verified") !== "1") return;
    if (readPending().placement === undefined) {
      setArrival("welcome");
      return () => setArrival("none");
    }
    setArrival("saving");
    const unsubscribe = onPendingApplied(({ placementSaved }) => {
      if (!placementSaved) {
        setArrival("welcome");
        return;
      }
      // "Fill up to 10": nothing more if the deck has them already. A failure leaves review's own Start button.
      startDeck()
        .catch((error: unknown) => console.error("Adding the first words failed", error))
        .finally(() => router.replace(AFTER_PLACEMENT_PATH));
    });
    return () => {
      unsubscribe();
      setArrival("none");
    };
  }, [router]);

  if (mode === "none") return null;
  return (
    <p role="status" className={`${formStyles.banner} ${formStyles.bannerSuccess}`} data-testid="verified-welcome">
      {VERIFIED_WELCOME_TEXT.verified} {mode === "saving" ? VERIFIED_WELCOME_TEXT.saving : VERIFIED_WELCOME_TEXT.takeTest}
    </p>
  );
}
