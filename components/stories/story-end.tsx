"use client";

import { useEffect, useRef } from "react";
import { useAuthState } from "@/lib/client/auth-state";
import { markStoryRead } from "@/lib/client/stories-api";

/**
 * The end of a story's text. When a signed-in learner scrolls it into view,
 * the story counts as read (once a visit): its words are met in reading on
 * /progress. A visitor's does nothing; a failure costs only the count.
 */
export function StoryEnd({ slug }: { slug: string }) {
  const { authUserId: userId } = useAuthState();
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = end.current;
    if (!userId || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      markStoryRead(slug).catch((error: unknown) => console.error(`Story page: reading of ${slug} not recorded`, error));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [userId, slug]);
  return <div ref={end} data-story-end aria-hidden="true" />;
}
