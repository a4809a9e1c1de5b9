"use client";

import { useRouter } from "next/navigation";
import type { AnchorHTMLAttributes, MouseEvent } from "react";

// Lexi's links between its own pages: a plain <a> that the app router follows
// without a full page load, and warms up (prefetches) when the learner shows
// the intent to follow it (hover, focus, touch). next/link does the same and
// more (prefetch on sight, link status, object URLs), but it costs about
// 3.9 KiB of gzipped JavaScript on every page, more than the word pages' and
// the landing's whole budget over the framework floor (docs/performance.md).

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  href: string;
  /** false: never fetch the page before the click (pages that need an account, long lists of links). */
  prefetch?: boolean;
};

/** The path, search and hash of `href` when it is a page of this site, else null (another origin, mailto:, a file). */
function sameOriginPath(href: string): string | null {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return url.pathname + url.search + url.hash;
}

/** A click the browser should handle itself: another button, a modifier (new tab, window, download), a target or a download link. */
function leftToTheBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  const anchor = event.currentTarget;
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (anchor.target !== "" && anchor.target !== "_self") ||
    anchor.hasAttribute("download")
  );
}

export function AppLink({ href, prefetch = true, onClick, onMouseEnter, onFocus, onTouchStart, ...rest }: AppLinkProps) {
  const router = useRouter();
  const warm = () => {
    if (!prefetch) return;
    const path = sameOriginPath(href);
    if (path) router.prefetch(path);
  };
  return (
    <a
      {...rest}
      href={href}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        warm();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        warm();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        warm();
      }}
      onClick={(event) => {
        onClick?.(event);
        if (leftToTheBrowser(event)) return;
        const path = sameOriginPath(href);
        if (!path) return;
        const here = window.location;
        // A jump within this page (#wordnet, #content) is the browser's own.
        if (path.includes("#") && path.split("#")[0] === here.pathname + here.search) return;
        event.preventDefault();
        router.push(path);
      }}
    />
  );
}
