import { AppLink } from "@/components/ui/app-link";
import type { ReactNode } from "react";
import { COMING_SOON_FEATURES } from "@/lib/navigation";
import { StoryIcon } from "./feature-icons";
import styles from "./coming-soon-grid.module.css";

const ICONS: Record<(typeof COMING_SOON_FEATURES)[number]["href"], ReactNode> = {
  "/learn_with_story": <StoryIcon />,
};

/** The features the landing page announces; each links to its placeholder. */
export function ComingSoonGrid() {
  return (
    <section className={styles.section} aria-labelledby="coming-soon-title">
      <div className={styles.inner}>
        <h2 id="coming-soon-title" className={styles.title}>
          More ways to learn, on the way
        </h2>
        <p className={styles.lede}>We are building more ways to practise. Here is a preview.</p>
        <ul className={styles.grid}>
          {COMING_SOON_FEATURES.map(({ label, href, blurb }) => (
            <li key={href} className={styles.item}>
              <div className={styles.top}>
                <span className={styles.icon}>{ICONS[href]}</span>
                <span className={styles.badge}>Coming soon</span>
              </div>
              <h3 className={styles.itemTitle}>
                {/* The whole tile is clickable through this link's stretched area. */}
                <AppLink href={href} className={styles.link}>
                  {label}
                </AppLink>
              </h3>
              <p className={styles.body}>{blurb}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
