import "server-only";
import { trustedProxyHops } from "@/lib/env";

/**
 * The client address to rate-limit by. Which headers are believed is
 * configuration (TRUST_PROXY, read by lib/env's trustedProxyHops()):
 * - trusting N proxies: the Nth X-Forwarded-For entry from the right (each
 *   proxy appends the address it saw, so entries further left are whatever
 *   the client sent), else X-Real-IP, else "unknown";
 * - trusting none: "direct". Next's own server fills X-Forwarded-For from the
 *   socket only when the client sent none, so without a proxy in front the
 *   header is the client's to choose, and believing it would give every
 *   request a fresh budget. All clients then share one budget; the
 *   per-account limits still hold.
 */
export function clientIp(headers: Headers, hops: number = trustedProxyHops()): string {
  if (hops < 1) return "direct";
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Fewer entries than proxies: the first is still one a proxy wrote.
  if (chain.length) return chain[Math.max(0, chain.length - hops)]!;
  const real = headers.get("x-real-ip")?.trim();
  return real || "unknown";
}
