"use client";

import { toast } from "sonner";
import { FAVOURITE_MESSAGES } from "@/lib/favourites/favourites";

export type UnavailableTileProps = {
  label: string;
  className: string;
  badgeClassName: string | undefined;
};

/** A tile whose feature does not exist yet: a click only says so (spec: "Favourites menu"). */
export function UnavailableTile({ label, className, badgeClassName }: UnavailableTileProps) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => toast.error(FAVOURITE_MESSAGES.notAvailable, { id: FAVOURITE_MESSAGES.notAvailable })}
    >
      <span>{label}</span>
      <span className={badgeClassName} aria-hidden="true">
        Soon
      </span>
    </button>
  );
}
