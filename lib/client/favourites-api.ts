import "client-only";
// The favourites page's calls from the browser (a word's own favourite mark
// is ./word-marks-api.ts). Each throws as apiCall does (./api.ts).
import type { FavouriteItem } from "@/lib/favourites/favourites";
import { apiCall, apiPost } from "./api";

/** GET /favourite/fetchItems: every favourite of the user, of every type. */
export async function fetchFavourites(userId: string): Promise<FavouriteItem[]> {
  return (await apiCall<{ data: FavouriteItem[] }>(`/favourite/fetchItems?${new URLSearchParams({ userId })}`)).data;
}

/** POST /favourite/remove. */
export async function removeFavourite(userId: string, item: { itemId: string; type: string }): Promise<void> {
  await apiPost("/favourite/remove", { itemId: item.itemId, type: item.type, userId });
}
