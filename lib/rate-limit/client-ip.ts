import "server-only";

/**
 * The client address to rate-limit by: the first hop of X-Forwarded-For, then
 * X-Real-IP, else "unknown" (all such clients then share one budget).
 * Behind Vercel or another proxy that sets these headers this is the real
 * client; a server exposed directly can be given any value by the client.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  if (forwarded) return forwarded;
  const real = headers.get("x-real-ip")?.trim();
  return real || "unknown";
}
