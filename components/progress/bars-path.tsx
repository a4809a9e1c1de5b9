import { barsPath } from "./chart-geometry";
import styles from "./progress.module.css";

/** A forecast's bars in one colour, as one path: a single element however many days it draws. */
export function BarsPath({ values, top }: { values: readonly number[]; top: number }) {
  const d = barsPath(values, top);
  return d ? <path className={styles.dueBar} d={d} /> : null;
}
