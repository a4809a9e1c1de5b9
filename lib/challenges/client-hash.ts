import "server-only";
import { createHmac } from "node:crypto";
import { authSecret } from "@/lib/env";
import { clientIp } from "@/lib/rate-limit/client-ip";

// A visitor's address, as a challenge's board may keep it: an HMAC keyed with
// the server's secret and the challenge, so the raw address is never stored
// and the same address gives unrelated values in two challenges. It only
// tells whether a play comes from an address that played this challenge
// already (a replay on the board).

/** The request's client address hashed for `challengeId`, or null when the address is not known ("direct": no proxy trusted; "unknown"). */
export function challengeClientHash(challengeId: string, headers: Headers): string | null {
  const address = clientIp(headers);
  if (address === "direct" || address === "unknown") return null;
  return createHmac("sha256", authSecret()).update(`challenge-client\n${challengeId}\n${address}`).digest("base64url");
}
