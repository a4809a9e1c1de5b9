"use client";

import { useState, type MouseEvent, type ReactNode } from "react";
import styles from "./band-filter.module.css";

/** The chips' own id: "All bands" leads back to them. */
const CHIPS_ID = "bands";

export type BandSection = {
  /** The section's element id, its chip's anchor ("band-3"). */
  id: string;
  /** "Band 3". */
  label: string;
  /** The section, rendered by the server. */
  content: ReactNode;
};

/**
 * The library's bands as a row of chips over their sections. Each chip is a
 * link to its band's section, so without JavaScript it jumps there and every
 * story stays on the page; with it, a chip shows that band alone and "All
 * bands" shows them all again.
 */
export function BandFilter({ sections }: { sections: readonly BandSection[] }) {
  const [chosen, setChosen] = useState<string | null>(null);
  // Said once something is chosen: nothing is announced on load.
  const [said, setSaid] = useState("");
  const choose = (id: string | null, label: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setChosen(id);
    setSaid(id === null ? "Showing every band." : `Showing ${label} only.`);
  };
  return (
    <>
      <nav id={CHIPS_ID} aria-label="Bands" className={styles.chips}>
        <ul>
          <li>
            <a href={`#${CHIPS_ID}`} aria-current={chosen === null ? "true" : undefined} onClick={choose(null, "All bands")}>
              All bands
            </a>
          </li>
          {sections.map(({ id, label }) => (
            <li key={id}>
              <a href={`#${id}`} aria-current={chosen === id ? "true" : undefined} onClick={choose(id, label)}>
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p role="status" className="visually-hidden">
        {said}
      </p>
      {sections.map(({ id, content }) => (
        <div key={id} hidden={chosen !== null && chosen !== id}>
          {content}
        </div>
      ))}
    </>
  );
}
