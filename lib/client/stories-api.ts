import "client-only";
// A story's heart from the browser: a favourite mark of type sampleStory,
// keyed by the story's slug, with its title as the favourites table shows it
// (lib/favourites). Each throws as apiCall does (./api.ts).
import { apiCall, apiPost } from "./api";

const STORY_TYPE = "sampleStory";

/** GET /favourite/fetchStatus for a story. */
export async function fetchStoryFavourite(userId: string, slug: string): Promise<boolean> {
  const query = new URLSearchParams({ itemId: slug, type: STORY_TYPE, userId });
  return (await apiCall<{ isFavourite: boolean }>(`/favourite/fetchStatus?${query}`)).isFavourite;
}

/** POST /favourite/add or /favourite/remove for a story. */
export async function setStoryFavourite(on: boolean, story: { userId: string; slug: string; title: string }): Promise<void> {
  const item = { itemId: story.slug, type: STORY_TYPE, userId: story.userId };
  await apiPost(`/favourite/${on ? "add" : "remove"}`, on ? { ...item, val: { title: story.title } } : item);
}
