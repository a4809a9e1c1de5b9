import "client-only";
// The signed-in user as the browser remembers it under the original app's keys:
// userEmail, userName and authUserId live in local storage, and the string
// "null" means none. Components read it through useAuthState(); the login and
// logout flows write it through setAuthState()/clearAuthState(), which notify
// every subscriber in this tab (other tabs hear the `storage` event).
//
// The session is the source of truth; storage mirrors it. The server writes a
// hint cookie beside every session cookie (AUTH_HINT_COOKIE: the user's id and
// display name, no secret; lib/auth/session-hint.ts), so a browser whose
// storage was cleared or capped still shows its user at once, and
// syncAuthWithSession() asks the server whenever either says someone is
// signed in, correcting both when the session has ended (expired, signed out
// elsewhere, or ended by a password change). Visitors with neither cost no
// request. Reading all this on the client keeps pages static: the server
// renders the account corner empty and the browser fills it
// (docs/security.md).
import { useSyncExternalStore } from "react";
import { AUTH_HINT_COOKIE } from "@/lib/auth/cookie-names";
import { storeFlashcardCategory } from "./flashcard-category";

export type AuthState = {
  readonly userEmail: string | null;
  readonly userName: string | null;
  readonly authUserId: string | null;
};

export const AUTH_STORAGE_KEYS = ["userEmail", "userName", "authUserId"] as const satisfies readonly (keyof AuthState)[];

const CHANGE_EVENT = "lexi:auth-state";

type AuthHint = { id: string; name: string | null };

function readHint(): AuthHint | null {
  const raw = document.cookie
    .split("; ")
    .find((cookie) => cookie.startsWith(`${AUTH_HINT_COOKIE}=`))
    ?.slice(AUTH_HINT_COOKIE.length + 1);
  if (!raw) return null;
  try {
    const hint = JSON.parse(decodeURIComponent(raw)) as Partial<AuthHint>;
    return typeof hint.id === "string" && hint.id ? { id: hint.id, name: typeof hint.name === "string" ? hint.name : null } : null;
  } catch {
    return null;
  }
}

/**
 * Forgets the hint. Only the server writes one (a cookie written by script
 * would replace it with one that browsers cap at 7 days); a browser that
 * signs out while offline clears it itself.
 */
function clearHint(): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${AUTH_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

export const SIGNED_OUT: AuthState = Object.freeze({ userEmail: null, userName: null, authUserId: null });

let cachedRaw: string | undefined;
let cachedState: AuthState = SIGNED_OUT;

function readItem(key: string): string | null {
  try {
    const value = window.localStorage.getItem(key);
    return value === null || value === "null" || value === "" ? null : value;
  } catch {
    // Storage can be blocked (privacy settings); then nobody is signed in.
    return null;
  }
}

/**
 * The current auth state: local storage, or where storage has no user, the
 * hint cookie's (until syncAuthWithSession() refills storage). The same object
 * until the values change (as useSyncExternalStore requires).
 */
export function readAuthState(): AuthState {
  if (typeof window === "undefined") return SIGNED_OUT;
  const values = AUTH_STORAGE_KEYS.map(readItem);
  const hint = values[2] === null ? readHint() : null;
  const raw = JSON.stringify([values, hint]);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    const [userEmail = null, userName = null, authUserId = null] = values;
    cachedState = authUserId !== null ? { userEmail, userName, authUserId } : hint ? { userEmail: null, userName: hint.name, authUserId: hint.id } : SIGNED_OUT;
  }
  return cachedState;
}

/** Calls `onChange` whenever the auth state may have changed; returns the unsubscribe function. */
export function subscribeAuthState(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (AUTH_STORAGE_KEYS as readonly string[]).includes(event.key)) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * Stores the signed-in user (a verified login, or the session's answer); null values are stored as the string "null".
 * A user this browser's storage did not hold yet has just logged in here, by the form or by an e-mailed link:
 * a verified login sets the flashcard category to unseen (docs/product.md).
 */
export function setAuthState(state: AuthState): void {
  try {
    if (state.authUserId === null) clearHint();
    const loggedInHere = state.authUserId !== null && window.localStorage.getItem("authUserId") !== state.authUserId;
    for (const key of AUTH_STORAGE_KEYS) window.localStorage.setItem(key, state[key] ?? "null");
    if (loggedInHere) storeFlashcardCategory("unseen");
  } catch {
    // Blocked storage: the server's hint cookie alone carries the user.
  } finally {
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }
}

/** Forgets the signed-in user: each key is set to the string "null", as the original app's auth flow does. */
export function clearAuthState(): void {
  setAuthState(SIGNED_OUT);
}

function serverSnapshot(): AuthState {
  return SIGNED_OUT;
}

/** The auth state in a client component. Server render and hydration see SIGNED_OUT, then the stored user. */
export function useAuthState(): AuthState {
  return useSyncExternalStore(subscribeAuthState, readAuthState, serverSnapshot);
}

const noSubscription = () => () => undefined;

/** False while the server renders and the page hydrates (when nobody can know who is signed in), true after. */
export function useAuthStateKnown(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

type SessionAnswer = { user?: { id?: unknown; name?: unknown; email?: unknown } } | null;

/** The session check under way (syncAuthWithSession), if any. */
let checking: Promise<void> | null = null;

/**
 * Makes storage and the hint agree with the session: asks next-auth's session
 * endpoint (which also checks the session version, so a password change
 * elsewhere ends it) and stores its user, or "null" when it has none. Only
 * asks when storage or the hint says someone is signed in. A failed request
 * changes nothing (the next page load asks again). One check at a time.
 */
export function syncAuthWithSession(): Promise<void> {
  if (readAuthState().authUserId === null) return Promise.resolve();
  checking ??= checkSession().finally(() => {
    checking = null;
  });
  return checking;
}

/**
 * Resolves once no session check is under way. A logout waits for it: the
 * check's answer renews the session cookie and stores the user, so one that
 * landed after the logout's answer would sign this browser in again.
 */
export async function sessionCheckSettled(): Promise<void> {
  await checking;
}

async function checkSession(): Promise<void> {
  let session: SessionAnswer;
  try {
    const response = await fetch("/api/auth/session", { credentials: "same-origin", cache: "no-store" });
    if (!response.ok) return;
    session = (await response.json()) as SessionAnswer;
  } catch {
    return;
  }
  const user = session?.user;
  if (typeof user?.id !== "string" || !user.id) {
    clearAuthState();
    return;
  }
  const text = (value: unknown) => (typeof value === "string" && value ? value : null);
  setAuthState({ authUserId: user.id, userName: text(user.name), userEmail: text(user.email) });
}
