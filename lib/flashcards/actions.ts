"use server";

import { categoryCounts } from "@/lib/words/words";
import { flashcardUserId } from "./session";
import type { CategoryCounts } from "./types";

/** The signed-in user's word count per category, for the drop-down; null for a visitor. */
export async function fetchCategoryCounts(): Promise<CategoryCounts | null> {
  const userId = await flashcardUserId();
  return userId ? categoryCounts(userId) : null;
}
