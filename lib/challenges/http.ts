import "server-only";
import type { RefusalTable } from "@/lib/http/refusal";
import { CHALLENGE_MESSAGES } from "./messages";

/** The challenge API's refusals (lib/http/refusal.ts). */
export const CHALLENGE_REFUSALS = {
  notFound: [404, CHALLENGE_MESSAGES.notFound],
  closed: [410, CHALLENGE_MESSAGES.closed],
  expired: [410, CHALLENGE_MESSAGES.expired],
  full: [409, CHALLENGE_MESSAGES.full],
  notJoined: [409, CHALLENGE_MESSAGES.notJoined],
  answered: [409, CHALLENGE_MESSAGES.alreadyAnswered],
  outOfOrder: [409, CHALLENGE_MESSAGES.outOfOrder],
  notServed: [409, CHALLENGE_MESSAGES.notServed],
  late: [410, CHALLENGE_MESSAGES.late],
  nicknameRequired: [400, CHALLENGE_MESSAGES.nicknameRequired],
  tooFewWords: [422, CHALLENGE_MESSAGES.tooFewWords],
  nothingToClaim: [404, CHALLENGE_MESSAGES.nothingToClaim],
  alreadyPlayed: [409, CHALLENGE_MESSAGES.alreadyPlayed],
  notCreator: [403, CHALLENGE_MESSAGES.notCreator],
  noSuchPlayer: [404, CHALLENGE_MESSAGES.noSuchPlayer],
} as const satisfies RefusalTable;
