import type { Adapter } from "next-auth/adapters";
import type { Transaction } from "@/lib/db";

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

/** What decides whether a session cookie is still good (lib/auth/session-token.ts). */
export interface SessionState {
  /** Sessions issued at another version have ended (a password change, "Log out of all devices"). */
  version: number;
  /** Sessions signed out one by one whose cookies have not yet expired (the ids their cookies carry as `sid`). */
  revoked: ReadonlySet<string>;
}

/** The revoked session ids a user may hold; signing out past it ends all their sessions instead (revokeSession). */
export const MAX_REVOKED_SESSIONS = 100;

/** The 'Register User Data' document's field `user_Data`. */
export interface RegistrationData {
  userId: string;
  userName: string;
  /** ISO 8601, e.g. new Date().toISOString(). */
  createdAt: string;
  email: string;
}

/** Tokens of one purpose never pass as another's. */
export type TokenPurpose = "verify" | "reset" | "email-change" | "login-link";

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

/** What goes with a deleted user besides the user-store records (deleteUser). */
export interface UserDeletion {
  /**
   * Removes the user's data from the app's PostgreSQL database (marks, notes,
   * review data, rate-limit rows) in the given transaction: the PostgreSQL
   * store's that removes the user, or one of the Firestore store's own.
   */
  appData: (tx: Transaction) => Promise<void>;
  /** The user's tokens, as deleteTokens() names them. */
  tokens: readonly { purpose: TokenPurpose; identifier: string }[];
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
  /** The current session version and revoked sessions, or null when the user no longer exists. */
  getSessionState(userId: string): Promise<SessionState | null>;
  /**
   * Ends one session: `sessionId` is refused until `until`, when its cookie
   * expires anyway (a refused cookie is never renewed). Past
   * MAX_REVOKED_SESSIONS live entries, every session ends (endAllSessions),
   * so the record stays small. Nothing when the user no longer exists.
   */
  revokeSession(userId: string, sessionId: string, until: Date): Promise<void>;
  /** Increments the session version, so every session issued before ends. @throws UserNotFoundError */
  endAllSessions(userId: string): Promise<{ sessionVersion: number }>;
  /** Idempotent: an already verified address keeps its first date. @throws UserNotFoundError */
  markEmailVerified(userId: string, at?: Date): Promise<PublicUser>;
  /**
   * Replaces the password hash and increments the session version, so sessions
   * issued before the change are rejected. @throws UserNotFoundError
   */
  setPasswordHash(userId: string, passwordHash: string): Promise<{ sessionVersion: number }>;

  /** Sets the display name. @throws UserNotFoundError */
  setName(userId: string, name: string): Promise<PublicUser>;
  /**
   * Moves the account to another (normalised) address, which must be free
   * (its own current one counts as taken). Sessions go on.
   * @throws EmailInUseError, UserNotFoundError
   */
  changeEmail(userId: string, email: string): Promise<PublicUser>;
  /**
   * Removes the user, their tokens and registration record, and their app
   * data (`deletion.appData`). PostgreSQL: all in one transaction. Firestore:
   * the app data first (one transaction), then the documents, the user's
   * last, so a failure half-way leaves a user who can log in and whom a
   * second call removes. Deleting a user that is gone is no error.
   */
  deleteUser(userId: string, deletion: UserDeletion): Promise<void>;

  /**
   * The registration document ('Register User Data'), keyed by user id: updates
   * its `user_Data` with `data` when the document exists, creates
   * `{ user_Data: data }` otherwise.
   */
  saveRegistration(userId: string, data: RegistrationData): Promise<void>;
  getRegistration(userId: string): Promise<RegistrationData | null>;

  /** A new single-use token (256 bits, base64url); only its SHA-256 is stored. */
  issueToken(input: IssueTokenInput): Promise<string>;
  /** True exactly once for a token issued for this identifier and purpose that has not expired. */
  consumeToken(input: ConsumeTokenInput): Promise<boolean>;
  /** Whether consumeToken() would accept this token now, without using it up (a page that shows a form for it asks first). */
  isTokenLive(input: ConsumeTokenInput): Promise<boolean>;
  /**
   * Removes every token of `purpose` issued for `identifier` or for an
   * identifier that extends it after a "#" (`ann@example.com` also takes
   * `ann@example.com#3`, never `ann@example.com.au`). Returns how many.
   */
  deleteTokens(purpose: TokenPurpose, identifier: string): Promise<number>;
}
