"use client";

import { useEffect, useState } from "react";
import { useAuthState } from "@/lib/client/auth-state";
import { fetchStoriesForYou, type StoriesForYou } from "@/lib/client/stories-api";

export type StoriesForYouState = { status: "visitor" } | { status: "loading" } | { status: "failed" } | ({ status: "loaded" } & StoriesForYou);

/**
 * The stories ranked for the signed-in learner (GET /api/v1/reader/stories),
 * asked once per learner; a visitor asks nothing. A failure leaves the page as
 * a visitor sees it, so the caller shows nothing for it.
 */
export function useStoriesForYou(limit: number): StoriesForYouState {
  const { authUserId: userId } = useAuthState();
  const [loaded, setLoaded] = useState<{ userId: string; state: StoriesForYouState } | null>(null);
  useEffect(() => {
    if (!userId) return;
    let current = true;
    fetchStoriesForYou(limit).then(
      (result) => current && setLoaded({ userId, state: { status: "loaded", ...result } }),
      (error: unknown) => {
        console.error("Stories for you failed", error);
        if (current) setLoaded({ userId, state: { status: "failed" } });
      },
    );
    return () => {
      current = false;
    };
  }, [userId, limit]);
  if (!userId) return { status: "visitor" };
  // Another learner's answer (after a switch of account) is never shown.
  return loaded?.userId === userId ? loaded.state : { status: "loading" };
}
