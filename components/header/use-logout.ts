"use client";

import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { clearAuthState } from "@/lib/client/auth-state";

/**
 * The one logout action every control calls. For now it forgets the user kept
 * in local storage and goes home; the accounts issue adds the real sign-out
 * (session, remaining local storage) and the 'logout successfully' toast here.
 */
export function useLogout(): () => void {
  const router = useRouter();
  return useCallback(() => {
    clearAuthState();
    router.push("/");
  }, [router]);
}
