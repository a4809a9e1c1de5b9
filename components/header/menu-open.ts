// What the slide-in menu does while it is open (./mobile-menu.tsx), loaded on
// its first opening rather than with every page: focus moves to its close
// button, Tab stays inside the panel as in a modal dialog, the page behind it
// does not scroll, and widening the window to the full layout closes it.

/** Matches the CSS breakpoint: below it the header's links live in a slide-in menu. */
const WIDE_LAYOUT_QUERY = "(min-width: 1150px)";

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** Starts the open menu's behaviour; the returned function ends it. */
export function whileMenuOpen({ panel, closeButton, close }: { panel: HTMLElement; closeButton: HTMLElement | null; close: () => void }): () => void {
  // This code arrives after the click that opened the menu: a visitor who has
  // moved into the panel meanwhile (tapped the search field) keeps their focus.
  if (!panel.contains(document.activeElement)) closeButton?.focus();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Tab") return;
    const focusable = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => element.getClientRects().length > 0);
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !panel.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };
  const wide = window.matchMedia(WIDE_LAYOUT_QUERY);
  const onWide = () => {
    if (wide.matches) close();
  };
  wide.addEventListener("change", onWide);
  window.addEventListener("keydown", onKeyDown);
  const root = document.documentElement;
  const previousOverflow = root.style.overflow;
  root.style.overflow = "hidden";
  return () => {
    wide.removeEventListener("change", onWide);
    window.removeEventListener("keydown", onKeyDown);
    root.style.overflow = previousOverflow;
  };
}
