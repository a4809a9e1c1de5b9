"use client";

import { type ComponentType, useId, useState } from "react";
import type { WordComboboxProps } from "./word-combobox";
import styles from "./word-search.module.css";

export type SearchBoxProps = { className?: string; label?: string };

/**
 * The word search field. Until it is first focused it is a plain input; then
 * the combobox (word-combobox.tsx) loads and takes its place, same size and
 * place, with the focus and whatever was typed. Pages that show a search box
 * (the header's, on every page) thus carry almost none of its JavaScript.
 */
export function SearchBox({ className, label = "Search words" }: SearchBoxProps) {
  const id = useId();
  const [Combobox, setCombobox] = useState<ComponentType<WordComboboxProps> | null>(null);
  const [typed, setTyped] = useState("");
  if (Combobox) return <Combobox id={id} label={label} className={className} initialQuery={typed} />;
  const load = () => {
    void import("./word-combobox").then(({ WordCombobox }) => setCombobox(() => WordCombobox));
  };
  return (
    <div className={`${styles.search} ${className ?? ""}`}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {label}
      </label>
      <input
        id={`${id}-input`}
        className={styles.input}
        type="search"
        placeholder={label}
        autoComplete="off"
        spellCheck={false}
        value={typed}
        onFocus={load}
        onChange={(event) => setTyped(event.target.value)}
      />
    </div>
  );
}
