"use client";

import { type ComponentType, useId, useRef, useState } from "react";
import { SEARCH_PATH } from "@/lib/words/word-path";
import type { WordComboboxProps } from "./word-combobox";
import styles from "./word-search.module.css";

export type SearchBoxProps = { className?: string; label?: string; initialQuery?: string };

/**
 * The word search field. Until it is first focused it is a plain input; then
 * the combobox (word-combobox.tsx) loads and takes its place, same size and
 * place, with whatever was typed, and the focus if the field still has it. Pages that show a search box
 * (the header's, on every page) thus carry almost none of its JavaScript.
 * It is a form: Enter before the combobox has loaded (or without JavaScript)
 * opens the results page, /search?q=.
 */
export function SearchBox({ className, label = "Search words", initialQuery = "" }: SearchBoxProps) {
  const id = useId();
  const [Combobox, setCombobox] = useState<ComponentType<WordComboboxProps> | null>(null);
  const [typed, setTyped] = useState(initialQuery);
  const [focused, setFocused] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  if (Combobox) return <Combobox id={id} label={label} className={className} initialQuery={typed} takeFocus={focused} />;
  const load = () => {
    void import("./word-combobox").then(({ WordCombobox }) => {
      // On a slow load the visitor may have moved on (to a password field, say): the focus stays where it is.
      setFocused(document.activeElement === inputRef.current);
      setCombobox(() => WordCombobox);
    });
  };
  return (
    <form className={`${styles.search} ${className ?? ""}`} action={SEARCH_PATH} method="get">
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {label}
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        className={styles.input}
        type="search"
        name="q"
        enterKeyHint="search"
        placeholder={label}
        autoComplete="off"
        spellCheck={false}
        value={typed}
        onFocus={load}
        onChange={(event) => setTyped(event.target.value)}
      />
    </form>
  );
}
