import { AppLink } from "@/components/ui/app-link";
import { SPOT_CHECK_PATH, spotCheckOffer } from "@/lib/known/messages";

/** "Check 5 words you marked as known": the way to the day's spot checks (lib/known/spot-check.ts); nothing when none is due. */
export function SpotCheckOffer({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <p className={className} data-spot-check-offer>
      <AppLink href={SPOT_CHECK_PATH} prefetch={false}>
        {spotCheckOffer(count)}
      </AppLink>
    </p>
  );
}
