"use client";

import { lazy, Suspense, type ReactNode } from "react";
import { useAuthState } from "@/lib/client/auth-state";
import styles from "./learner-home.module.css";

// Loaded only for a signed-in learner: a visitor's home page carries none of it.
const LearnerDay = lazy(() => import("./learner-day"));

/**
 * The hero's region of the home page. The page is static: everyone gets the
 * visitor's hero (search engines too). Once the browser knows a learner is
 * signed in, their day is laid over the hero's own box and the hero is
 * hidden, so nothing below moves (docs/product.md, "Home").
 */
export function LearnerHome({ children }: { children: ReactNode }) {
  const { authUserId, userName } = useAuthState();
  const signedIn = authUserId !== null;
  return (
    <div className={styles.region} data-learner={signedIn ? "" : undefined}>
      {children}
      {signedIn ? (
        <section className={styles.day} aria-labelledby="learner-day-title" data-learner-day>
          <Suspense fallback={null}>
            <LearnerDay userId={authUserId} name={userName} />
          </Suspense>
        </section>
      ) : null}
    </div>
  );
}
