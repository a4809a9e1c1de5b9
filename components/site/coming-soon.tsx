import { ButtonLink } from "@/components/ui/button-link";
import { WorkIllustration } from "./illustrations";
import styles from "./coming-soon.module.css";
import { StatusScreen } from "./status-screen";

export type ComingSoonProps = {
  /** The feature's name, e.g. "Ambiguous Words". */
  feature: string;
  /** One sentence on what the feature will do. */
  summary: string;
};

/** The "People At Work / Coming Soon" placeholder for a feature not built yet. */
export function ComingSoon({ feature, summary }: ComingSoonProps) {
  return (
    <StatusScreen
      illustration={<WorkIllustration />}
      eyebrow={feature}
      title="People At Work"
      message={
        <>
          <p className={styles.badge}>Coming Soon</p>
          <p>{summary}</p>
        </>
      }
      actions={
        <>
          <ButtonLink href="/flashcards">Start learning</ButtonLink>
          <ButtonLink href="/" variant="secondary">
            Go Home
          </ButtonLink>
        </>
      }
    />
  );
}
