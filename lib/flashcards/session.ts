import "server-only";
import { pageSessionUser } from "@/lib/auth/page-session";

// The one place the flashcards screen learns who is signed in.

/** The signed-in user's id (a valid session), or null for a visitor. */
export async function flashcardUserId(): Promise<string | null> {
  return (await pageSessionUser())?.id ?? null;
}
