import { playMotion } from "@/lib/client/motion";

// The card screens' feedback: a new word settles in, and a
// Remember or Not-remembered press gets a short stamp on the card and a
// small pop of the button. All under AUTO_ADVANCE_MS (1000 ms), so each has
// ended before the next word comes; none when motion is reduced.

const EASE_OUT = "cubic-bezier(0.2, 0, 0, 1)";

/** A new word on the card: it rises a few pixels into place as it fades in. */
export function playCardChange(element: Element | null | undefined) {
  playMotion(
    element,
    [
      { opacity: 0, transform: "translateY(0.5rem) scale(0.98)" },
      { opacity: 1, transform: "none" },
    ],
    { id: "card-change", duration: 260, easing: EASE_OUT },
  );
}

/** The stamp over the card (centred by its own transform, which every frame keeps). */
export function playMarkStamp(element: Element | null | undefined) {
  const at = (scale: number) => `translate(-50%, -50%) scale(${scale})`;
  playMotion(
    element,
    [
      { opacity: 0, transform: at(0.7) },
      { opacity: 1, transform: at(1.06), offset: 0.25 },
      { opacity: 1, transform: at(1), offset: 0.4 },
      { opacity: 1, transform: at(1), offset: 0.75 },
      { opacity: 0, transform: at(1) },
    ],
    { id: "mark-stamp", duration: 850, easing: "ease-out" },
  );
}

/** The pressed button: a brief swell. */
export function playMarkPop(element: Element | null | undefined) {
  playMotion(element, [{ transform: "scale(1)" }, { transform: "scale(1.06)" }, { transform: "scale(1)" }], {
    id: "mark-pop",
    duration: 240,
    easing: EASE_OUT,
  });
}
