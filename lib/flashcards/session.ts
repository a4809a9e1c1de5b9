import "server-only";
import { auth } from "@/auth";

// The one place the flashcards screen learns who is signed in.

/** The signed-in user's id (a valid session), or null for a visitor. */
export async function flashcardUserId(): Promise<string | null> {
  const session = await auth();
  const id = session?.user?.id;
  return typeof id === "string" && id.length > 0 ? id : null;
}
