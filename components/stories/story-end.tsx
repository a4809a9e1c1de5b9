"use client";

import { useEffect, useRef } from "react";
import { useAuthState } from "@/lib/client/auth-state";
import { markStoryRead } from "@/lib/client/stories-api";

/**
 * The end of a story's text. When a signed-in learner has scrolled it into
 * view and the page has been open `dwellMs` (lib/stories/read-dwell.ts), the
 * story counts as read (once a visit): its words are met in reading on
 * /progress. Leaving earlier counts nothing; a visitor's does nothing; a
 * failure costs only the count.
 */
export function StoryEnd({ slug, dwellMs }: { slug: string; dwellMs: number }) {
  const { authUserId: userId } = useAuthState();
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = end.current;
    if (!userId || !element) return;
    const opened = performance.now();
    let timer: number | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      timer = window.setTimeout(
        () => markStoryRead(slug).catch((error: unknown) => console.error(`Story page: reading of ${slug} not recorded`, error)),
        Math.max(0, opened + dwellMs - performance.now()),
      );
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [userId, slug, dwellMs]);
  return <div ref={end} data-story-end aria-hidden="true" />;
}
