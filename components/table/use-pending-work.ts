"use client";

import { useCallback, useState } from "react";

/** Work under way (loads, changes), counted so that overlapping ones keep `busy` until the last ends. */
export function usePendingWork(): { busy: boolean; run: (work: () => Promise<void>) => Promise<void> } {
  const [pending, setPending] = useState(0);
  const run = useCallback(async (work: () => Promise<void>) => {
    setPending((count) => count + 1);
    try {
      await work();
    } finally {
      setPending((count) => count - 1);
    }
  }, []);
  return { busy: pending > 0, run };
}
