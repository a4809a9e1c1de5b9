"use client";

import { useEffect, useRef } from "react";
import { useAuthState } from "@/lib/client/auth-state";
import { hasKept } from "@/lib/pending/kept-flag";

/**
 * Applies what a visitor kept before signing in (lib/pending/client-store.ts)
 * when this tab first sees someone signed in: after a login here, or one in
 * another tab (the storage event). Once per sign-in: what the server refuses
 * is dropped, and what a stale session could not send waits for the next
 * sign-in rather than being retried here. The sending code loads only when
 * something is kept. Renders nothing.
 */
export function PendingApply() {
  const { authUserId: userId } = useAuthState();
  const seenUser = useRef<string | null>(null);

  useEffect(() => {
    if (userId === seenUser.current) return;
    seenUser.current = userId;
    if (!userId || !hasKept()) return;
    import("./apply-pending")
      .then(({ applyKeptActions }) => applyKeptActions(userId))
      .catch((error: unknown) => console.error("Applying what was kept before sign-in failed", error));
  }, [userId]);

  return null;
}
