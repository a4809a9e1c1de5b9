import "client-only";
// Short feedback animations, played with the Web Animations API on
// transform and opacity only (no layout, no shift), and never when the
// learner has asked for less motion (prefers-reduced-motion: reduce).

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Plays `keyframes` on `element` unless motion is reduced; the animation's `id` names it (tests look for it). */
export function playMotion(element: Element | null | undefined, keyframes: Keyframe[], options: KeyframeAnimationOptions & { id: string }): Animation | null {
  if (!element || typeof element.animate !== "function" || prefersReducedMotion()) return null;
  return element.animate(keyframes, options);
}
