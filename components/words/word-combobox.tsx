"use client";

import { useRouter } from "next/navigation";
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { searchWords } from "@/lib/client/word-search-api";
import { SEARCH_PATH, searchHref, wordHref } from "@/lib/words/word-path";
import styles from "./word-search.module.css";

// The word search as an ARIA 1.2 combobox with a list popup: the input keeps
// the focus, arrow keys move the active option (aria-activedescendant), Enter
// opens the active word's page (or the first suggestion's for the text as it
// is), else the results page (/search?q=: nothing found, or the suggestions
// not in yet), Escape closes the list and then clears the text. Suggestions
// come from GET /api/v1/word/search (lib/client/word-search-api.ts).

export type WordComboboxProps = {
  id: string;
  label: string;
  className?: string | undefined;
  initialQuery?: string;
  /** Focus the field on mount, unless another element has it now: it replaces the plain input that had the focus (search-box.tsx). */
  takeFocus?: boolean;
};

/** Wait this long after the last keystroke before asking the server. */
const DEBOUNCE_MS = 120;

export function WordCombobox({ id, label, className, initialQuery = "", takeFocus = false }: WordComboboxProps) {
  const router = useRouter();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(initialQuery);
  const [words, setWords] = useState<string[]>([]);
  // The text the suggestions answer: Enter never opens the first suggestion for an older text.
  const [wordsFor, setWordsFor] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    const input = inputRef.current;
    // The plain input's focus left with it, so the focus is nowhere; a field the visitor moved to between the load and this mount keeps it.
    const focusElsewhere = document.activeElement !== null && document.activeElement !== document.body;
    if (!input || !takeFocus || focusElsewhere) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [takeFocus]);

  useEffect(() => {
    const text = query.trim();
    if (!text) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const answer = await searchWords(text, controller.signal);
        setWords(answer.words);
        setWordsFor(text);
        setActive(-1);
        setOpen(true);
      } catch {
        // Aborted by the next keystroke, an error status, or offline: the list stays as it was.
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const visible = open && query.trim() !== "";
  const go = (word: string) => {
    setOpen(false);
    router.push(wordHref(word));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (!visible) setOpen(true);
        else if (words.length) setActive((index) => (index + 1) % words.length);
        break;
      case "ArrowUp":
        event.preventDefault();
        if (visible && words.length) setActive((index) => (index <= 0 ? words.length - 1 : index - 1));
        break;
      case "Enter": {
        const word = visible ? (words[active] ?? (wordsFor === query.trim() ? words[0] : undefined)) : undefined;
        if (word) {
          event.preventDefault();
          go(word);
        }
        // Otherwise the form is submitted: the results page.
        break;
      }
      case "Escape":
        event.preventDefault();
        if (visible) setOpen(false);
        else setQuery("");
        setActive(-1);
        break;
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!query.trim()) return;
    setOpen(false);
    router.push(searchHref(query.trim()));
  };

  const count = visible ? words.length : 0;
  return (
    <form className={`${styles.search} ${className ?? ""}`} action={SEARCH_PATH} method="get" onSubmit={onSubmit}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {label}
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        className={styles.input}
        type="text"
        name="q"
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={visible && words.length > 0}
        aria-controls={listId}
        aria-activedescendant={visible && active >= 0 ? optionId(active) : undefined}
        placeholder={label}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          if (!event.target.value.trim()) setWords([]);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul id={listId} role="listbox" aria-label={`${label}: suggestions`} className={styles.list} hidden={!(visible && words.length > 0)}>
        {words.map((word, index) => (
          <li
            key={word}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            // Chosen before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              go(word);
            }}
          >
            {word}
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status" aria-live="polite">
        {visible ? (count === 0 ? "No words found" : `${count} ${count === 1 ? "word" : "words"} found`) : ""}
      </p>
    </form>
  );
}
