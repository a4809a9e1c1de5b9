"use client";

import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { buttonClassName } from "@/components/ui/button-link";
import { syncAuthWithSession, useAuthState, useAuthStateKnown } from "@/lib/client/auth-state";
import { ACCOUNT_LINK, LOGIN_LINK, PROGRESS_LINK, REGISTER_LINK } from "@/lib/navigation";
import styles from "./auth-controls.module.css";
import { NavLink } from "./nav-link";
import { ReviewBarSlot } from "./review-menu-slot";
import { useDismiss } from "./use-dismiss";
import { useLogout } from "./use-logout";

/**
 * The header's account corner: Log In and Sign Up for visitors, the profile
 * menu for a signed-in user. Nobody is known while the server renders (pages
 * stay static) and the page hydrates, so the corner stays empty until then,
 * in its fixed footprint: no wrong buttons flash, nothing shifts. Then the
 * browser's auth state shows, and is checked against the session
 * (lib/client/auth-state.ts).
 */
/** The profile menu's icons, drawn by the server (no icon code in the page's JavaScript). */
export type AuthControlsIcons = Record<"account" | "chevron" | "logout" | "progress", ReactNode>;

export function AuthControls({ icons }: { icons: AuthControlsIcons }) {
  const { authUserId, userName, userEmail } = useAuthState();
  const known = useAuthStateKnown();
  useEffect(() => {
    void syncAuthWithSession();
  }, []);
  if (!known) return <div className={styles.unknown} />;
  if (authUserId === null) {
    return (
      <div className={styles.visitor}>
        <NavLink href={LOGIN_LINK.href} className={buttonClassName({ variant: "secondary", size: "small", className: styles.button })}>
          {LOGIN_LINK.label}
        </NavLink>
        <NavLink href={REGISTER_LINK.href} className={buttonClassName({ variant: "primary", size: "small", className: styles.button })}>
          {REGISTER_LINK.label}
        </NavLink>
      </div>
    );
  }
  return (
    <div className={styles.learner}>
      {/* The wide layout's Review with its count, inside the corner's fixed footprint so it moves nothing (the narrow bar has its own). */}
      <ReviewBarSlot className={`${styles.review} ${styles.wideOnly}`} badgeClassName={styles.reviewBadge} withGoal />
      <ProfileMenu name={userName ?? userEmail ?? "Your account"} email={userEmail} icons={icons} />
    </div>
  );
}

type ProfileMenuProps = { name: string; email: string | null; icons: AuthControlsIcons };

/** A dropdown in the wide layout; inside the slide-in menu the same entry expands in place. */
function ProfileMenu({ name, email, icons }: ProfileMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const logout = useLogout();
  useDismiss({ open, onDismiss: () => setOpen(false), inside: [toggleRef, menuRef], toggle: toggleRef });

  const initial = name.trim().charAt(0).toUpperCase() || "?";
  return (
    <div className={styles.profile}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.profileToggle}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <span className={styles.avatar} aria-hidden="true">
          {initial}
        </span>
        <span className={styles.profileLabel}>Profile</span>
        {icons.chevron}
      </button>
      <div ref={menuRef} id={menuId} role="group" aria-label="Profile" className={styles.menu} hidden={!open}>
        <div className={styles.identity}>
          <p className={styles.name}>{name}</p>
          {email !== null && email !== name ? <p className={styles.email}>{email}</p> : null}
        </div>
        {/* The learner's progress (the slide-in menu lists it with the links). */}
        <NavLink href={PROGRESS_LINK.href} className={`${styles.menuItem} ${styles.wideOnly}`} onClick={() => setOpen(false)}>
          {icons.progress}
          {PROGRESS_LINK.label}
        </NavLink>
        {/* The account page, between the name and Log Out. */}
        <NavLink href={ACCOUNT_LINK.href} className={styles.menuItem} onClick={() => setOpen(false)}>
          {icons.account}
          {ACCOUNT_LINK.label}
        </NavLink>
        <button
          type="button"
          className={styles.logout}
          onClick={() => {
            setOpen(false);
            void logout();
          }}
        >
          {icons.logout}
          {/* "Logout" in the dropdown, "Log Out" in the slide-in menu. */}
          <span className={styles.wideOnly}>Logout</span>
          <span className={styles.narrowOnly}>Log Out</span>
        </button>
      </div>
    </div>
  );
}
