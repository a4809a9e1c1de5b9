import "client-only";
import { apiCall, apiPost } from "@/lib/client/api";
import type { PracticeAnswer } from "@/lib/practice/types";
import type { ChallengeAnswerResult, ChallengeKey, ChallengeQuestion, ChallengeView } from "@/lib/challenges/types";

// The browser's calls to /api/v1/challenges/* (the challenge screen and the create form).

export type NextAnswer = { question: ChallengeQuestion } | { finished: { score: number; total: number; timeMs: number; keys: ChallengeKey[] } };

export const challengeApi = {
  leaderboard: (challengeId: string) => apiCall<ChallengeView>(`/challenges/leaderboard?${new URLSearchParams({ challengeId })}`),
  join: (challengeId: string, nickname?: string) =>
    apiPost<{ answered: number; score: number; finished: boolean }>("/challenges/join", { challengeId, nickname }),
  next: (challengeId: string) => apiPost<NextAnswer>("/challenges/next", { challengeId }),
  answer: (challengeId: string, index: number, answer: PracticeAnswer) => apiPost<ChallengeAnswerResult>("/challenges/answer", { challengeId, index, answer }),
  close: (challengeId: string) => apiPost<{ closed: true }>("/challenges/close", { challengeId }),
  remove: (challengeId: string, playerId: string) => apiPost<{ removed: true }>("/challenges/remove", { challengeId, playerId }),
  claim: (challengeId: string) => apiPost<{ score: number; answered: number }>("/challenges/claim", { challengeId }),
  create: (body: { title?: string; kind: string; source: string; band?: number }) => apiPost<{ id: string; path: string }>("/challenges/create", body),
};
