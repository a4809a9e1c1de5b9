// The spec's redirect rules (section 2): next-auth reads the session cookie
// with the Edge-safe configuration, whose `authorized` callback decides
// (auth.config.ts, rules in lib/auth/routes.ts). Edge runtime: the
// session-version check needs the database, so protected pages and handlers
// check the session again themselves (lib/auth/page-session.ts, lib/auth/session.ts).
import NextAuth from "next-auth";
import { edgeAuthConfig } from "@/auth.config";

// Configured lazily, so the secret is read per request and `next build` needs none.
export default NextAuth(() => edgeAuthConfig()).auth;

export const config = {
  // Only the routes with redirect rules, so no other request pays for middleware.
  matcher: ["/login", "/register", "/forgotpass", "/verifyemail", "/favourites", "/favourites/:path*", "/mynotes", "/mynotes/:path*"],
};
