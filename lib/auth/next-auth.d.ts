// What this app adds to next-auth's types.
import "next-auth";
import "next-auth/jwt";

declare module "next-auth" {
  interface User {
    /** Set by authorize(); goes into the JWT as `sv`. */
    sessionVersion?: number;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    /** The user's session version at login; a password change bumps the stored one and ends this session. */
    sv?: number;
    /** This session's own id, given at login; signing out revokes it (lib/auth/session-token.ts). */
    sid?: string;
  }
}
