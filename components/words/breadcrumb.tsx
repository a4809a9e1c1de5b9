import { AppLink } from "@/components/ui/app-link";
import type { Crumb } from "@/lib/words/word-path";
import styles from "./word-entry.module.css";

/** "Words › S › serendipity": links to each level above, the last item is this page. */
export function Breadcrumb({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol>
        {trail.map((crumb, index) => (
          <li key={crumb.href}>
            {index === trail.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <AppLink href={crumb.href} prefetch={false}>
                {crumb.name}
              </AppLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
