import "client-only";
// The review calls from the browser: the review screen, the home page's day,
// the catch-up plan and the progress page's settings. The screens' calls throw
// as apiCall does (./api.ts); the settings and the catch-up plan answer the
// result as a value (./post-json.ts), which the forms show.
import type { DueResponse, GradeResponse, GradeValue, StartResponse, TodayResponse, UndoResponse } from "@/lib/review/types";
import { apiCall, apiPost } from "./api";
import { postJson, type PostResult } from "./post-json";

const SAVE_FAILED = "Could not save. Please try again.";

/** A grade as the review screen sends it (its reducer's GradeRequest). */
export interface Grade {
  wordIndex: number;
  word?: string;
  rating: GradeValue;
  reviewId: string;
  durationMs: number;
}

/** POST /review/grade, claiming the learner the grade was made for: another learner's session refuses it (403). */
export function sendReviewGrade(grade: Grade, userId: string): Promise<GradeResponse> {
  return apiPost("/review/grade", { ...grade, userId });
}

/** POST /review/undo: takes back the grade `reviewId` (404/409: it is not the server's last one). */
export function undoReviewGrade(reviewId: string): Promise<UndoResponse> {
  return apiPost("/review/undo", { reviewId });
}

/** GET /review/due: today's queue. */
export function fetchDueCards(): Promise<DueResponse> {
  return apiCall("/review/due");
}

/** GET /review/due?offline=1: the cards kept for offline review (up to OFFLINE_DECK_LIMIT, lib/review/schema.ts). */
export function fetchOfflineDeck(): Promise<DueResponse> {
  return apiCall("/review/due?offline=1");
}

/** GET /review/due?limit=0: the counts alone. */
export function fetchDueCounts(): Promise<DueResponse> {
  return apiCall("/review/due?limit=0");
}

/** GET /review/today: the home page's summary of the learner's day. */
export function fetchReviewToday(): Promise<TodayResponse> {
  return apiCall("/review/today");
}

/** POST /review/start: fills an empty deck with the next 10 new words. */
export function startDeck(): Promise<StartResponse> {
  return apiPost("/review/start", {});
}

/** POST /review/more: 10 more new cards, for today only. */
export function studyMore(): Promise<DueResponse> {
  return apiPost("/review/more", {});
}

/** What POST /review/settings changes; each left out stays as it is. */
export interface ReviewSettingsChange {
  desiredRetention?: number;
  newPerDay?: number;
  timeZone?: string;
  /** null: clear what is due. */
  goalMinutes?: number | null;
  streakEnabled?: boolean;
  /** Back to the default FSRS parameters. */
  resetParameters?: true;
}

/** POST /review/settings; never throws. */
export function saveReviewSettings(change: ReviewSettingsChange): Promise<PostResult> {
  return postJson("/review/settings", change, SAVE_FAILED);
}

/** POST /review/optimize's answer (409 { error } below the minimum of reviews). */
export interface OptimizeResponse {
  parameters: number[];
  reviews: number;
  before: { reviewsPerDay: number };
  after: { reviewsPerDay: number };
}

/** POST /review/optimize: fits the schedule to the learner's history; never throws. */
export function optimizeSchedule(): Promise<PostResult<OptimizeResponse>> {
  return postJson("/review/optimize", {}, SAVE_FAILED);
}

/** POST /review/catch-up: starts the catch-up plan offered; never throws. */
export function startCatchUp(): Promise<PostResult> {
  return postJson("/review/catch-up", {}, SAVE_FAILED);
}

/** POST /review/catch-up/end: ends the plan running, or declines the one offered; never throws. */
export function endCatchUp(): Promise<PostResult> {
  return postJson("/review/catch-up/end", {}, SAVE_FAILED);
}
