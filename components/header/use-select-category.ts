"use client";

import { usePathname, useRouter } from "next/navigation";
import { useCallback } from "react";
import { readAuthState } from "@/lib/client/auth-state";
import { storeFlashcardCategory, type FlashcardCategory } from "@/lib/client/flashcard-category";

/**
 * Choosing a flashcard category: it is stored, and for a signed-in
 * user the page reloads. A visitor is taken to the flashcards instead, where
 * only the unseen category is open to them.
 */
export function useSelectFlashcardCategory(): (category: FlashcardCategory) => void {
  const router = useRouter();
  const pathname = usePathname();
  return useCallback(
    (category: FlashcardCategory) => {
      storeFlashcardCategory(category);
      if (readAuthState().authUserId !== null) {
        window.location.reload();
      } else if (pathname === "/flashcards") {
        // Already there: render again so the server sees the new cookie.
        router.refresh();
      } else {
        router.push("/flashcards");
      }
    },
    [router, pathname],
  );
}
