import "client-only";
// How many review cards are left today, for the Review entry's badge in the
// learning nav and the slide-in menu. A tiny store: /review publishes the
// number as the learner grades; elsewhere the badge asks GET
// /api/v1/review/due?limit=0 (the counts alone) once (then at most every REFRESH_MS, on navigation) for a
// signed-in user. Tied to the user id, so another account never sees it.
import { useEffect, useSyncExternalStore } from "react";
import type { GoalProgress } from "@/lib/review/types";
import { fetchDueCounts } from "./review-api";

const REFRESH_MS = 60_000;

let owner: string | null = null;
let due: number | null = null;
/** Today's progress towards the daily goal, as the count's answer gave it (null: no goal, or not known). */
let goal: GoalProgress | null = null;
let loadedAt = 0;
/** Bumped by every publish: a fetch started before one is stale. */
let version = 0;
let inFlight = false;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The review screen's count (due + learning + new left, less grades on their way), and today's goal
 * progress when the answer carries it (undefined keeps the last one: the screen's own counts do not).
 */
export function publishReviewCounts(userId: string, remaining: number, progress?: GoalProgress | null): void {
  if (owner !== userId) goal = null;
  owner = userId;
  due = remaining;
  if (progress !== undefined) goal = progress;
  loadedAt = Date.now();
  version += 1;
  emit();
}

async function refresh(userId: string): Promise<void> {
  if (inFlight || (owner === userId && Date.now() - loadedAt < REFRESH_MS)) return;
  inFlight = true;
  const started = version;
  try {
    const { counts, goal: progress } = await fetchDueCounts();
    if (version !== started) return;
    publishReviewCounts(userId, counts.due + counts.learning + counts.newLeft, progress ?? null);
  } catch {
    // A badge is not worth an error: it stays as it was.
  } finally {
    inFlight = false;
  }
}

/**
 * The number for the badge, or null (a visitor, not known yet). `userId` is the
 * signed-in user's id; `fetchKey` changes (e.g. the path) ask for a refresh if
 * the count is older than REFRESH_MS. `skipFetch`: the page publishes it itself.
 */
export function useReviewDue(userId: string | null, fetchKey: string, skipFetch = false): number | null {
  const value = useSyncExternalStore(
    subscribe,
    () => due,
    () => null,
  );
  useEffect(() => {
    if (userId && !skipFetch) void refresh(userId);
  }, [userId, fetchKey, skipFetch]);
  return userId !== null && owner === userId ? value : null;
}

/** Today's progress towards the goal for the badge, or null (no goal, a visitor, not known yet). */
export function useReviewGoal(userId: string | null): GoalProgress | null {
  const value = useSyncExternalStore(
    subscribe,
    () => goal,
    () => null,
  );
  return userId !== null && owner === userId ? value : null;
}
