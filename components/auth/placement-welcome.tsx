"use client";

import { useSyncExternalStore } from "react";
import { AppLink } from "@/components/ui/app-link";
import { readPending, subscribePending } from "@/lib/pending/client-store";
import { TEST_VOCABULARY_PATH } from "@/lib/placement/paths";

/** The sign-up welcome's pointer to the vocabulary test. */
export const PLACEMENT_WELCOME = "New to Lexi? Test your vocabulary first, to start at your level.";

const placementWaits = () => readPending().placement !== undefined;
// The server cannot see this browser's storage: the pointer is rendered, and goes where a result waits
// (the pending notice appears above it then, so the card keeps roughly its height).
const serverSnapshot = () => false;

/**
 * The pointer to the test, left out when a result taken before sign-up is
 * waiting in this browser (the pending notice says so instead): that learner
 * has taken it.
 */
export function PlacementWelcome() {
  const waits = useSyncExternalStore(subscribePending, placementWaits, serverSnapshot);
  if (waits) return null;
  return (
    <p>
      <AppLink href={TEST_VOCABULARY_PATH}>{PLACEMENT_WELCOME}</AppLink>
    </p>
  );
}
