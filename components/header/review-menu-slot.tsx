"use client";

import { useAuthState } from "@/lib/client/auth-state";
import { ReviewMenuEntry, type ReviewMenuEntryProps } from "./review-badge";

/** The slide-in menu's Review entry, for a signed-in user only (visitors have the learning bar's). */
export function ReviewMenuSlot(props: ReviewMenuEntryProps) {
  const { authUserId } = useAuthState();
  return authUserId === null ? null : <ReviewMenuEntry {...props} />;
}
