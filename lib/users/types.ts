import type { Adapter } from "next-auth/adapters";

/** What callers may see of a user: never the password hash or session version. */
export interface PublicUser {
  id: string;
  /** The display name given at sign-up. */
  name: string | null;
  /** Normalised: trimmed and lower-cased. */
  email: string;
  /** When the address was verified; null until then (login requires it). */
  emailVerified: Date | null;
}

export interface NewUser {
  name: string;
  email: string;
  /** From hashPassword() in lib/users/password.ts; never a plain password. */
  passwordHash: string;
}

/** For the login check and the session only. */
export interface UserCredentials {
  user: PublicUser;
  passwordHash: string | null;
  /** Goes into the JWT at login; the jwt callback compares it with getSessionVersion(). */
  sessionVersion: number;
}

/** The spec's 'Register User Data' document field `user_Data`. */
export interface RegistrationData {
  userId: string;
  userName: string;
  /** ISO 8601, e.g. new Date().toISOString(). */
  createdAt: string;
  email: string;
}

/** Tokens of one purpose never pass as another's. */
export type TokenPurpose = "verify" | "reset";

export interface IssueTokenInput {
  /** Whom the token is for, e.g. the normalised e-mail address. */
  identifier: string;
  purpose: TokenPurpose;
  /** Lifetime in milliseconds. */
  ttlMs: number;
  /** The clock, for tests; default: now. */
  now?: Date;
}

export interface ConsumeTokenInput {
  identifier: string;
  purpose: TokenPurpose;
  /** The raw token from the link. */
  token: string;
  /** The clock, for tests; default: now. */
  now?: Date;
}

/**
 * Accounts, whichever database holds them (lib/users/user-store.ts picks it).
 * Every e-mail argument is normalised here, so callers may pass what the user typed.
 */
export interface UserStore {
  readonly kind: "postgres" | "firestore";
  /** The Auth.js adapter underneath, for next-auth's config. */
  readonly adapter: Adapter;

  /** @throws EmailInUseError when the normalised address already has an account. */
  createUser(input: NewUser): Promise<PublicUser>;
  getUserById(id: string): Promise<PublicUser | null>;
  getUserByEmail(email: string): Promise<PublicUser | null>;
  /** The login check's data: the hash and session version, apart from the public user. */
  getCredentials(email: string): Promise<UserCredentials | null>;
  /** The current session version, or null when the user no longer exists. */
  getSessionVersion(userId: string): Promise<number | null>;
  /** Idempotent: an already verified address keeps its first date. @throws UserNotFoundError */
  markEmailVerified(userId: string, at?: Date): Promise<PublicUser>;
  /**
   * Replaces the password hash and increments the session version, so sessions
   * issued before the change are rejected. @throws UserNotFoundError
   */
  setPasswordHash(userId: string, passwordHash: string): Promise<{ sessionVersion: number }>;

  /**
   * The spec's registration document, keyed by user id: updates its `user_Data`
   * with `data` when the document exists, creates `{ user_Data: data }` otherwise.
   */
  saveRegistration(userId: string, data: RegistrationData): Promise<void>;
  getRegistration(userId: string): Promise<RegistrationData | null>;

  /** A new single-use token (256 bits, base64url); only its SHA-256 is stored. */
  issueToken(input: IssueTokenInput): Promise<string>;
  /** True exactly once for a token issued for this identifier and purpose that has not expired. */
  consumeToken(input: ConsumeTokenInput): Promise<boolean>;
}
