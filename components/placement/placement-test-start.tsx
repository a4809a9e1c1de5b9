"use client";

import { type ComponentType, useState } from "react";
import { buttonClassName } from "@/components/ui/button-link";
import { PLACEMENT_TEXT } from "@/lib/placement/result-text";

/**
 * The test page's island: a Start button that loads the test itself
 * (./placement-test.tsx) only when pressed, so reading the page costs no
 * more than a button.
 */
export function PlacementTestStart() {
  const [Test, setTest] = useState<ComponentType | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  if (Test) return <Test />;
  const start = () => {
    setLoading(true);
    setFailed(false);
    import("./placement-test").then(
      ({ PlacementTest }) => setTest(() => PlacementTest),
      (error: unknown) => {
        console.error("Loading the vocabulary test failed", error);
        setFailed(true);
        setLoading(false);
      },
    );
  };
  return (
    <div>
      <button type="button" className={buttonClassName({ size: "large" })} onClick={start} disabled={loading} data-testid="placement-start">
        {PLACEMENT_TEXT.start}
      </button>
      {failed ? <p role="alert">The test could not be loaded. Please check your connection and try again.</p> : null}
    </div>
  );
}
