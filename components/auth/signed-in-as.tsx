"use client";

import { useLayoutEffect } from "react";
import type { SessionUser } from "@/auth.config";
import { readAuthState, setAuthState } from "@/lib/client/auth-state";

/**
 * Rendered by pages the server rendered for a signed-in user: the browser's
 * auth state is set to that user before the header's account corner first
 * shows (a layout effect runs before the corner leaves its hydration state),
 * so a page showing the learner's own data never shows "Log In / Sign Up",
 * even in a browser that kept the session cookie but lost local storage.
 */
export function SignedInAs({ user }: { user: SessionUser }) {
  const { id, name, email } = user;
  useLayoutEffect(() => {
    const stored = readAuthState();
    if (stored.authUserId === id && stored.userName === name && stored.userEmail === email) return;
    setAuthState({ authUserId: id, userName: name, userEmail: email });
  }, [id, name, email]);
  return null;
}
