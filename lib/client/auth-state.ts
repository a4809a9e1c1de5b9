// The signed-in user as the browser remembers it (spec section 3, "Auth state"):
// userEmail, userName and authUserId live in local storage, and the string
// "null" means none. Components read it through useAuthState(); the login and
// logout flows write it through setAuthState()/clearAuthState(), which notify
// every subscriber in this tab (other tabs hear the `storage` event).
//
// Reading it on the client keeps every page statically rendered: the server
// always renders the signed-out header and the browser swaps in the profile.
import { useSyncExternalStore } from "react";

export type AuthState = {
  readonly userEmail: string | null;
  readonly userName: string | null;
  readonly authUserId: string | null;
};

export const AUTH_STORAGE_KEYS = ["userEmail", "userName", "authUserId"] as const satisfies readonly (keyof AuthState)[];

const CHANGE_EVENT = "lexi:auth-state";

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

/** The current auth state; the same object until the stored values change (as useSyncExternalStore requires). */
export function readAuthState(): AuthState {
  if (typeof window === "undefined") return SIGNED_OUT;
  const values = AUTH_STORAGE_KEYS.map(readItem);
  const raw = JSON.stringify(values);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    const [userEmail = null, userName = null, authUserId = null] = values;
    cachedState = authUserId === null ? SIGNED_OUT : { userEmail, userName, authUserId };
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

/** Stores the signed-in user (a verified login); null values are stored as the string "null". */
export function setAuthState(state: AuthState): void {
  try {
    for (const key of AUTH_STORAGE_KEYS) window.localStorage.setItem(key, state[key] ?? "null");
  } finally {
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }
}

/** Forgets the signed-in user: each key is set to the string "null", as the spec's auth flow does. */
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
