"use client";

import dynamic from "next/dynamic";
import { useAuthState } from "@/lib/client/auth-state";
import type { ReviewMenuEntryProps } from "./review-badge";

// The slide-in menu's Review entry, for a signed-in user: its code (and the
// count store's) loads only then, so a visitor's pages do not carry it.
const ReviewMenuEntry = dynamic(() => import("./review-badge").then((module) => module.ReviewMenuEntry));

export function ReviewMenuSlot(props: ReviewMenuEntryProps) {
  const { authUserId } = useAuthState();
  return authUserId === null ? null : <ReviewMenuEntry {...props} />;
}
