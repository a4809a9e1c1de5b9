"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { FavouriteButton } from "@/components/word-buttons/card-buttons";
import { toast } from "@/components/toasts/toast";
import { useAuthState } from "@/lib/client/auth-state";
import { rememberReturnPath } from "@/lib/client/return-path";
import { fetchStoryFavourite, setStoryFavourite } from "@/lib/client/stories-api";
import { FLASHCARD_MESSAGES } from "@/lib/flashcards/messages";

export type StoryFavouriteProps = {
  slug: string;
  title: string;
  href: string;
  /** Drawn by the server page, as on a word page, so no icon code comes with the page. */
  icon: ReactNode;
};

/**
 * The story page's one per-user part (the page is prerendered): the heart. A
 * signed-in learner sees and changes their own favourite; a visitor's press
 * goes to the login page, which returns to the story.
 */
export function StoryFavourite({ slug, title, href, icon }: StoryFavouriteProps) {
  const router = useRouter();
  const { authUserId: userId } = useAuthState();
  const [status, setStatus] = useState({ favourite: false, forUser: null as string | null });
  // A press before the stored state arrives wins over it.
  const pressed = useRef(false);

  useEffect(() => {
    if (!userId) return;
    let current = true;
    fetchStoryFavourite(userId, slug).then(
      (favourite) => {
        if (current && !pressed.current) setStatus({ favourite, forUser: userId });
      },
      (error: unknown) => console.error(`Story page: favourite of ${slug} failed`, error),
    );
    return () => {
      current = false;
    };
  }, [userId, slug]);

  // Another user's (or nobody's) favourite is never shown.
  const favourite = status.forUser === userId && status.favourite;
  const toggle = () => {
    if (!userId) return void router.push(rememberReturnPath(href, "favourite"));
    pressed.current = true;
    setStatus({ favourite: !favourite, forUser: userId });
    setStoryFavourite(!favourite, { userId, slug, title }).catch((error: unknown) => {
      console.error(`Story page: change to ${slug} failed`, error);
      toast.error(FLASHCARD_MESSAGES.serverError, { id: FLASHCARD_MESSAGES.serverError });
    });
  };
  return <FavouriteButton pressed={favourite} onToggle={toggle} icon={icon} />;
}
