"use client";

import { useAuthState } from "@/lib/client/auth-state";
import { isCurrentLink, PROGRESS_LINK } from "@/lib/navigation";
import { AppLink } from "@/components/ui/app-link";
import { REVIEW_HREF, ReviewMenuEntry, ReviewNavLink, type ReviewMenuEntryProps } from "./review-badge";
import { useCurrentPath } from "./use-current-path";

export type LearnerMenuEntriesProps = ReviewMenuEntryProps & { progressItemClassName?: string };

/**
 * The header's links for a signed-in learner: Review with its count (in the
 * row of links at every width of the wide layout, and in the slide-in menu),
 * then Progress. Visitors have the learning bar's.
 */
export function ReviewMenuSlot({ progressItemClassName, ...props }: LearnerMenuEntriesProps) {
  const { authUserId } = useAuthState();
  const pathname = useCurrentPath();
  if (authUserId === null) return null;
  return (
    <>
      <ReviewMenuEntry {...props} />
      <li className={progressItemClassName}>
        <AppLink
          href={PROGRESS_LINK.href}
          className={props.linkClassName}
          aria-current={isCurrentLink(pathname, PROGRESS_LINK.href) ? "page" : undefined}
          prefetch={false}
        >
          {PROGRESS_LINK.label}
        </AppLink>
      </li>
    </>
  );
}

/**
 * The Review link with its count beside the account controls: in the narrow layout's bar beside the menu button
 * (one tap from any page; the goal's progress is in the menu's entry there), and in the wide header with it.
 */
export function ReviewBarSlot({
  className,
  badgeClassName,
  withGoal = false,
}: {
  className: string | undefined;
  badgeClassName: string | undefined;
  withGoal?: boolean;
}) {
  const { authUserId } = useAuthState();
  const pathname = useCurrentPath();
  if (authUserId === null) return null;
  return <ReviewNavLink className={className} badgeClassName={badgeClassName} current={isCurrentLink(pathname, REVIEW_HREF)} withGoal={withGoal} />;
}
