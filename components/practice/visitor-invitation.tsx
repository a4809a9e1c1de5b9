import { AppLink } from "@/components/ui/app-link";
import { loginUrlFor } from "@/lib/auth/routes";
import { REGISTER_LINK } from "@/lib/navigation";
import { PRACTICE_MESSAGES } from "./practice-messages";
import styles from "./practice-screen.module.css";

/** The demo's invitation: sign up (or log in) to practise your own words. */
export function VisitorInvitation({ returnPath }: { returnPath: string }) {
  return (
    <div className={styles.invitation}>
      <p>{PRACTICE_MESSAGES.invitation}</p>
      <p className={styles.invitationLinks}>
        <AppLink href={REGISTER_LINK.href} className={styles.primaryLink}>
          {PRACTICE_MESSAGES.signUp}
        </AppLink>
        <AppLink href={loginUrlFor(returnPath)} className={styles.secondaryLink}>
          {PRACTICE_MESSAGES.logIn}
        </AppLink>
      </p>
    </div>
  );
}
