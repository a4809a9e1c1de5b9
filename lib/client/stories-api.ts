import "client-only";
// The stories ranked for the learner, and a story's heart from the browser: a favourite mark of type sampleStory,
// keyed by the story's slug, with its title as the favourites table shows it
// (lib/favourites). Each throws as apiCall does (./api.ts).
import type { StoryFit } from "@/lib/stories/story-fit";
import { apiCall, apiPost } from "./api";

export type StoriesForYou = { stories: StoryFit[]; placed: boolean };

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

/** GET /reader/stories: the stories ranked for the signed-in learner, those that fit first. */
export function fetchStoriesForYou(limit: number): Promise<StoriesForYou> {
  return apiCall<StoriesForYou>(`/reader/stories?${new URLSearchParams({ limit: String(limit) })}`);
}

/** POST /reader/read: the story read to its end, its words met in reading. */
export async function markStoryRead(slug: string): Promise<void> {
  await apiPost("/reader/read", { story: slug });
}
