import "server-only";
import { listMarks } from "@/lib/marks/marks";
import type { FavouriteItem } from "./favourites";

/**
 * The user's favourites for a server-rendered table, or null when they could
 * not be read: the table then asks the API itself, and shows the spec's
 * failure message if that fails too.
 */
export async function loadFavourites(userId: string): Promise<FavouriteItem[] | null> {
  try {
    return await listMarks(userId, "favourite");
  } catch (error) {
    console.error("Loading favourites failed", error);
    return null;
  }
}
