"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useAuthState } from "@/lib/client/auth-state";
import { useReviewDue } from "@/lib/client/review-due";
import { isCurrentLink } from "@/lib/navigation";

export const REVIEW_HREF = "/review";

export type ReviewDueBadgeProps = { className?: string | undefined };

/**
 * The number of review cards left today, as a pill inside the Review link, for
 * a signed-in user: the link reads "Review, 12 due". Nothing for a visitor or
 * when none is due. /review publishes the number itself; elsewhere it is fetched.
 */
export function ReviewDueBadge({ className }: ReviewDueBadgeProps) {
  const pathname = usePathname();
  const { authUserId } = useAuthState();
  const due = useReviewDue(authUserId, pathname, isCurrentLink(pathname, REVIEW_HREF));
  if (!due) return null;
  return (
    <>
      <span className="visually-hidden">, </span>
      <span className={className} data-review-due={due}>
        {due > 99 ? "99+" : due}
      </span>
      <span className="visually-hidden"> due</span>
    </>
  );
}

export type ReviewMenuEntryProps = { itemClassName?: string; linkClassName?: string; badgeClassName?: string };

/** The slide-in menu's Review entry: for a signed-in user only (visitors have the learning bar's). */
export function ReviewMenuEntry({ itemClassName, linkClassName, badgeClassName }: ReviewMenuEntryProps) {
  const pathname = usePathname();
  const { authUserId } = useAuthState();
  if (authUserId === null) return null;
  return (
    <li className={itemClassName}>
      <Link
        href={REVIEW_HREF}
        className={linkClassName}
        aria-current={isCurrentLink(pathname, REVIEW_HREF) ? "page" : undefined}
        prefetch={false}
      >
        Review
        <ReviewDueBadge className={badgeClassName} />
      </Link>
    </li>
  );
}
