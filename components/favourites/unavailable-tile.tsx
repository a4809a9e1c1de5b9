"use client";

import { toast } from "@/components/toasts/toast";
import { FAVOURITE_MESSAGES } from "@/lib/favourites/favourites";

export type UnavailableTileProps = {
  label: string;
  className: string;
  badgeClassName: string | undefined;
};

/** A tile whose feature does not exist yet: a click only says so. */
export function UnavailableTile({ label, className, badgeClassName }: UnavailableTileProps) {
  return (
    <button
      type="button"
      className={className}
      // No toast id: each click answers with its own toast, even while an earlier one shows.
      onClick={() => toast.error(FAVOURITE_MESSAGES.notAvailable)}
    >
      <span>{label}</span>
      <span className={badgeClassName} aria-hidden="true">
        Soon
      </span>
    </button>
  );
}
