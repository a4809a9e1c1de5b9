// The full next-auth configuration (Node runtime): the e-mail + password
// provider, the session check and the revocation of signed-out sessions.
// middleware.ts uses the Edge-safe auth.config.ts instead.
import NextAuth, { type NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { authConfig } from "@/auth.config";
import { authorizeCredentials } from "@/lib/auth/authorize";
import { checkSessionToken } from "@/lib/auth/session-token";
import { revokeSignedOutSession } from "@/lib/auth/sign-out";
import { authSecret } from "@/lib/env";

let config: NextAuthConfig | undefined;

// Built on first use, not at import, so `next build` needs no AUTH_SECRET.
function fullConfig(): NextAuthConfig {
  return (config ??= {
    ...authConfig,
    secret: authSecret(),
    providers: [
      Credentials({
        credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
        authorize: authorizeCredentials,
      }),
    ],
    callbacks: { ...authConfig.callbacks, jwt: checkSessionToken },
    // A signed-out cookie is refused from now on, wherever a copy of it is replayed.
    events: { signOut: (message) => revokeSignedOutSession("token" in message ? message.token : null) },
  });
}

export const { handlers, auth, signIn, signOut } = NextAuth(() => fullConfig());
