import "client-only";
// Applies what a visitor kept (lib/pending/client-store.ts) to the account
// that has just signed in, through the ordinary /api/v1 calls (the server takes
// the user from the session), once: the items are claimed and cleared before
// any is sent, under a lock shared by every tab of this browser, so two tabs
// seeing the sign-in never send them twice (lib/pending/lock.ts). Loaded by
// components/site/pending-apply.tsx only when something is kept.
import { accountToast } from "@/components/auth/account-toast";
import { challengeApi } from "@/lib/client/challenges-api";
import { createNote } from "@/lib/client/notes-api";
import { NOTES_CHANGED_EVENT } from "@/lib/notes/messages";
import {
  applyPending,
  applySummary,
  isEmpty,
  withChallenge,
  withMark,
  withNote,
  withPlacement,
  type Pending,
  type PendingSenders,
  type SendOutcome,
} from "@/lib/pending/pending-store";
import { claimPlacement } from "@/lib/client/placement-api";
import { ApiError } from "@/lib/client/api";
import { setInReview, setMark } from "@/lib/client/word-marks-api";
import { claimPending, readPending, writePending } from "@/lib/pending/client-store";
import { withPendingLock } from "@/lib/pending/lock";
import { announcePendingApplied } from "@/lib/pending/applied-event";

function outcomeOf(error: unknown): SendOutcome {
  return error instanceof ApiError && error.status === 401 ? "signed-out" : "refused";
}

function senders(userId: string): PendingSenders {
  return {
    mark: ({ kind, wordIndex, name }) =>
      (kind === "review" ? setInReview(true, wordIndex) : setMark(kind, true, { userId, wordIndex, ...(name ? { name } : {}) })).then(
        () => "saved" as const,
        (error: unknown) => {
          console.error(`Kept ${kind} of word ${wordIndex} was not saved`, error);
          return outcomeOf(error);
        },
      ),
    note: async (note) => {
      const result = await createNote(userId, note);
      if (result.ok) return "saved";
      console.error(`Kept note on "${note.word}" was not saved`, result.error);
      return result.reason === "signed-out" ? "signed-out" : "refused";
    },
    placement: (result) =>
      claimPlacement(userId, result).then(
        () => "saved" as const,
        (error: unknown) => {
          console.error("Kept vocabulary test result was not saved", error);
          return outcomeOf(error);
        },
      ),
    // 404: nothing of this browser's to claim (claimed already, or the player cookie is gone); 409: the learner played it already.
    challenge: (challengeId) =>
      challengeApi.claim(challengeId).then(
        () => "saved" as const,
        (error: unknown) => {
          console.error(`Kept result of challenge ${challengeId} was not saved`, error);
          return outcomeOf(error);
        },
      ),
  };
}

/** Puts back what was not sent (the session had ended), beside anything kept since. */
function restore(unsent: Pending): void {
  if (isEmpty(unsent)) return;
  let pending = readPending();
  for (const note of unsent.notes) pending = withNote(pending, note);
  for (const mark of unsent.marks) pending = withMark(pending, mark);
  if (unsent.placement !== undefined && pending.placement === undefined) pending = withPlacement(pending, unsent.placement);
  for (const challengeId of unsent.challenges ?? []) pending = withChallenge(pending, challengeId);
  writePending(pending);
}

async function claimAndApply(userId: string): Promise<void> {
  const pending = claimPending();
  // Another tab applied it first (and says so there): nothing saved from this one.
  if (isEmpty(pending)) return announcePendingApplied({ placementSaved: false });
  const report = await applyPending(pending, senders(userId));
  restore(report.unsent);
  announcePendingApplied({ placementSaved: report.saved.placement !== undefined });
  if (report.saved.notes.length > 0) window.dispatchEvent(new Event(NOTES_CHANGED_EVENT));
  const summary = applySummary(report);
  // An account event, shown beside "Login Successfully" and as long.
  if (summary) (summary.ok ? accountToast.success : accountToast.error)(summary.text);
}

/** Applies what is kept to `userId`'s account, one tab at a time (Web Locks where the browser has them). */
export async function applyKeptActions(userId: string): Promise<void> {
  await withPendingLock(() => claimAndApply(userId));
}
