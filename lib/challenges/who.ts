import "server-only";
import type { Player } from "./play";
import { requestVisitorId } from "./visitor";

/** The player a request speaks for: the signed-in learner, else the browser's visitor cookie, else nobody. */
export function playerOf(userId: string | null, request: Request): Player | null {
  if (userId !== null) return { userId };
  const visitorId = requestVisitorId(request);
  return visitorId ? { visitorId } : null;
}
