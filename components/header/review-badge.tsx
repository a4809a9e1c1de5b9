"use client";

import { AppLink } from "@/components/ui/app-link";
import { useAuthState } from "@/lib/client/auth-state";
import { useReviewDue } from "@/lib/client/review-due";
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

/** The Review link's accessible name: "Review, 12 due" (the pill itself is hidden from screen readers). */
export function reviewLinkLabel(count: number | null): string | undefined {
  return count ? `Review, ${shown(count)} due` : undefined;
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

export type ReviewNavLinkProps = { className: string | undefined; badgeClassName?: string | undefined; current: boolean };

/** The learning bar's Review link with its badge (components/header/learning-nav.tsx). */
export function ReviewNavLink({ className, badgeClassName, current }: ReviewNavLinkProps) {
  const count = useReviewBadgeCount();
  return (
    <AppLink href={REVIEW_HREF} className={className} aria-label={reviewLinkLabel(count)} aria-current={current ? "page" : undefined} prefetch={false}>
      Review
      <ReviewBadge count={count} className={badgeClassName} />
    </AppLink>
  );
}

export type ReviewMenuEntryProps = { itemClassName?: string; linkClassName?: string; badgeClassName?: string };

/** The slide-in menu's Review entry: for a signed-in user only (visitors have the learning bar's). */
export function ReviewMenuEntry({ itemClassName, linkClassName, badgeClassName }: ReviewMenuEntryProps) {
  const pathname = useCurrentPath();
  const { authUserId } = useAuthState();
  const count = useReviewBadgeCount();
  if (authUserId === null) return null;
  return (
    <li className={itemClassName}>
      <AppLink
        href={REVIEW_HREF}
        className={linkClassName}
        aria-current={isCurrentLink(pathname, REVIEW_HREF) ? "page" : undefined}
        aria-label={reviewLinkLabel(count)}
        prefetch={false}
      >
        Review
        <ReviewBadge count={count} className={badgeClassName} />
      </AppLink>
    </li>
  );
}
