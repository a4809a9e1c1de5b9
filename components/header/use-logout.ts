"use client";

import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { accountToast } from "@/components/auth/account-toast";
import { LOGOUT_SUCCESS } from "@/lib/auth/logout-message";
import { clearAppStorage } from "@/lib/client/app-storage";
import { sessionCheckSettled } from "@/lib/client/auth-state";
import { useCloseMenu } from "./mobile-menu";

/**
 * The one logout action every control calls (profile dropdown, slide-in
 * menu): ends the session, clears the app's local storage, goes to / and
 * toasts 'logout successfully'.
 */
export function useLogout(): () => Promise<void> {
  const router = useRouter();
  const closeMenu = useCloseMenu();
  return useCallback(async () => {
    await sessionCheckSettled();
    try {
      // Loaded on use: next-auth's client stays out of every page's JavaScript.
      const { signOut } = await import("next-auth/react");
      await signOut({ redirect: false });
    } catch {
      // Offline or the session already gone: this browser forgets the user all the same.
    }
    await clearAppStorage();
    closeMenu();
    router.push("/");
    // Drop anything rendered for the signed-in user from the router cache.
    router.refresh();
    accountToast.success(LOGOUT_SUCCESS);
  }, [router, closeMenu]);
}
