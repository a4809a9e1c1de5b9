"use client";

import { AppLink } from "@/components/ui/app-link";
import { useAuthState } from "@/lib/client/auth-state";
import { useReviewDue, useReviewGoal } from "@/lib/client/review-due";
import { goalProgressText } from "@/lib/review/goal-progress";
import type { GoalProgress } from "@/lib/review/types";
import { isCurrentLink } from "@/lib/navigation";
import { useCurrentPath } from "./use-current-path";

export const REVIEW_HREF = "/review";

/**
 * The number of review cards left today for a signed-in user, or null (a
 * visitor, not known yet). /review and the home page (whose learner's day
 * loads the same counts: components/site/landing/learner-day.tsx) publish it
 * themselves; elsewhere it is fetched.
 */
export function useReviewBadgeCount(): number | null {
  const pathname = useCurrentPath();
  const { authUserId } = useAuthState();
  return useReviewDue(authUserId, pathname, pathname === "/" || isCurrentLink(pathname, REVIEW_HREF));
}

function shown(count: number): string {
  return count > 99 ? "99+" : String(count);
}

/** Today's goal progress for the signed-in learner's badge (null: no goal, or not known yet). */
function useReviewBadgeGoal(): GoalProgress | null {
  const { authUserId } = useAuthState();
  return useReviewGoal(authUserId);
}

/** The Review link's accessible name: "Review, 12 due, 8 of 15 min today" (the pills themselves are hidden from screen readers). */
export function reviewLinkLabel(count: number | null, goal: GoalProgress | null = null): string | undefined {
  const parts = [count ? `${shown(count)} due` : null, goal ? goalProgressText(goal) : null].filter(Boolean);
  return parts.length ? `Review, ${parts.join(", ")}` : undefined;
}

/** Today's minutes against the goal as a second pill ("8/15 min"); nothing without a goal. */
function GoalBadge({ goal, className }: { goal: GoalProgress | null; className?: string | undefined }) {
  if (!goal) return null;
  return (
    <>
      {" "}
      <span className={className} aria-hidden="true" data-review-goal={`${goal.doneMinutes}/${goal.goalMinutes}`}>
        {goal.doneMinutes}/{goal.goalMinutes} min
      </span>
    </>
  );
}

export type ReviewBadgeProps = { count: number | null; className?: string | undefined };

/** The count as a small pill; nothing when none is due. */
export function ReviewBadge({ count, className }: ReviewBadgeProps) {
  if (!count) return null;
  // The space keeps "Review 12" two words for tools that read the visible text; between flex items it takes no room.
  return (
    <>
      {" "}
      <span className={className} aria-hidden="true" data-review-due={count}>
        {shown(count)}
      </span>
    </>
  );
}

export type ReviewNavLinkProps = {
  className: string | undefined;
  badgeClassName?: string | undefined;
  /** The goal's pill, where it needs a style of its own (in the learning bar it goes under the label, the count on the corner). */
  goalBadgeClassName?: string | undefined;
  current: boolean;
  /** Whether the goal's pill shows too (not in the narrow bar beside the menu button, where the menu's entry has it). */
  withGoal?: boolean;
};

/** The learning bar's Review link with its badge (components/header/learning-nav.tsx), and the goal's progress when set. */
export function ReviewNavLink({ className, badgeClassName, goalBadgeClassName = badgeClassName, current, withGoal = true }: ReviewNavLinkProps) {
  const count = useReviewBadgeCount();
  const goal = useReviewBadgeGoal();
  const shownGoal = withGoal ? goal : null;
  return (
    <AppLink
      href={REVIEW_HREF}
      className={className}
      aria-label={reviewLinkLabel(count, shownGoal)}
      aria-current={current ? "page" : undefined}
      prefetch={false}
      data-with-goal={shownGoal ? "" : undefined}
    >
      Review
      <ReviewBadge count={count} className={badgeClassName} />
      <GoalBadge goal={shownGoal} className={goalBadgeClassName} />
    </AppLink>
  );
}

export type ReviewMenuEntryProps = { itemClassName?: string; linkClassName?: string; badgeClassName?: string };

/** The slide-in menu's Review entry: for a signed-in user only (visitors have the learning bar's). */
export function ReviewMenuEntry({ itemClassName, linkClassName, badgeClassName }: ReviewMenuEntryProps) {
  const pathname = useCurrentPath();
  const { authUserId } = useAuthState();
  const count = useReviewBadgeCount();
  const goal = useReviewBadgeGoal();
  if (authUserId === null) return null;
  return (
    <li className={itemClassName}>
      <AppLink
        href={REVIEW_HREF}
        className={linkClassName}
        aria-current={isCurrentLink(pathname, REVIEW_HREF) ? "page" : undefined}
        aria-label={reviewLinkLabel(count, goal)}
        prefetch={false}
      >
        Review
        <ReviewBadge count={count} className={badgeClassName} />
        <GoalBadge goal={goal} className={badgeClassName} />
      </AppLink>
    </li>
  );
}
