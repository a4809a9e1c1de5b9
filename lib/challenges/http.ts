import "server-only";
import { jsonError } from "@/lib/http/json";
import { CHALLENGE_MESSAGES } from "./messages";

// The challenge API's refusals as JSON errors: 404 no such challenge, 410 closed, over or late,
// 409 full, not joined or out of turn, 400 an answer that does not fit, 429 with Retry-After.

type Refusal =
  | { notFound: true }
  | { closed: true }
  | { expired: true }
  | { full: true }
  | { notJoined: true }
  | { answered: true }
  | { outOfOrder: true }
  | { notServed: true }
  | { late: true }
  | { nicknameRequired: true }
  | { tooFewWords: true }
  | { nothingToClaim: true }
  | { alreadyPlayed: true }
  | { invalid: string }
  | { rateLimited: number };

const STATUS: { [K in keyof typeof CHALLENGE_MESSAGES]?: number } = {
  notFound: 404,
  closed: 410,
  expired: 410,
  full: 409,
  notJoined: 409,
  alreadyAnswered: 409,
  outOfOrder: 409,
  notServed: 409,
  late: 410,
  nicknameRequired: 400,
  tooFewWords: 422,
  nothingToClaim: 404,
  alreadyPlayed: 409,
};

export function refusalResponse(refusal: Refusal, rateMessage: string = CHALLENGE_MESSAGES.tooMany): Response {
  if ("invalid" in refusal) return jsonError(400, refusal.invalid);
  if ("rateLimited" in refusal) return jsonError(429, rateMessage, { headers: { "Retry-After": String(refusal.rateLimited) } });
  const name = "answered" in refusal ? "alreadyAnswered" : (Object.keys(refusal)[0] as keyof typeof CHALLENGE_MESSAGES);
  return jsonError(STATUS[name] ?? 400, CHALLENGE_MESSAGES[name]);
}
