"use client";

import { useId, useState, useSyncExternalStore } from "react";
import { AppLink } from "@/components/ui/app-link";
import { loginUrlFor } from "@/lib/auth/routes";
import { challengeApi } from "@/lib/client/challenges-api";
import { CHALLENGE_KIND_LABELS, CHALLENGE_KINDS, CHALLENGE_SOURCE_LABELS, CHALLENGE_SOURCES, TITLE_MAX } from "@/lib/challenges/types";
import { ApiError, apiErrorMessage } from "@/lib/client/api";
import styles from "./challenge.module.css";

const PATH = "/learn_with_friends";

/** Bands offered: the commonest words first (lib/words/bands.ts, 1,000 words each). */
const BANDS = Array.from({ length: 10 }, (_, band) => band);

function isOneOf<T extends string>(list: readonly T[], value: string | null): value is T {
  return value !== null && (list as readonly string[]).includes(value);
}

/**
 * Makes a challenge: source, kind and a title; then goes to its page. The
 * favourites tile and a practice round's summary link here with ?source= and
 * ?kind= set. A visitor is asked to log in (the API answers 401).
 */
export function CreateChallengeForm() {
  const search = useSyncExternalStore(
    () => () => undefined,
    () => window.location.search,
    () => "",
  );
  const query = new URLSearchParams(search);
  const wanted = query.get("source");
  const wantedKind = query.get("kind");
  const source = isOneOf(CHALLENGE_SOURCES, wanted) ? wanted : "band";
  const kind = source === "confusables" ? "contrast" : isOneOf(CHALLENGE_KINDS, wantedKind) ? wantedKind : "mixed";
  // The query's choice, once the browser has read it, starts the form afresh.
  return <Form key={search} initialSource={source} initialKind={kind} />;
}

function Form({ initialSource, initialKind }: { initialSource: (typeof CHALLENGE_SOURCES)[number]; initialKind: (typeof CHALLENGE_KINDS)[number] }) {
  const id = useId();
  const [source, setSource] = useState(initialSource);
  const [kind, setKind] = useState(initialKind);
  const [band, setBand] = useState(0);
  const [title, setTitle] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [signedOut, setSignedOut] = useState(false);
  const [sending, setSending] = useState(false);

  const kinds = source === "confusables" ? (["contrast"] as const) : CHALLENGE_KINDS.filter((candidate) => candidate !== "contrast");

  return (
    <form
      className={styles.form}
      onSubmit={async (event) => {
        event.preventDefault();
        setError(null);
        setSending(true);
        try {
          const made = await challengeApi.create({
            ...(title.trim() ? { title } : {}),
            kind: source === "confusables" ? "contrast" : kind,
            source,
            ...(source === "band" ? { band } : {}),
          });
          window.location.assign(made.path);
        } catch (failure) {
          setSending(false);
          if (failure instanceof ApiError && failure.status === 401) return setSignedOut(true);
          setError(apiErrorMessage(failure) ?? "Something went wrong. Please try again.");
        }
      }}
    >
      <div className={styles.field}>
        <label htmlFor={`${id}-source`}>Words from</label>
        <select id={`${id}-source`} value={source} onChange={(event) => setSource(event.target.value as typeof source)}>
          {CHALLENGE_SOURCES.map((value) => (
            <option key={value} value={value}>
              {CHALLENGE_SOURCE_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      {source === "band" ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-band`}>Band</label>
          <select id={`${id}-band`} value={band} onChange={(event) => setBand(Number(event.target.value))}>
            {BANDS.map((value) => (
              <option key={value} value={value}>
                Words {(value * 1000 + 1).toLocaleString("en")}–{((value + 1) * 1000).toLocaleString("en")}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={`${id}-kind`}>Questions</label>
        <select id={`${id}-kind`} value={source === "confusables" ? "contrast" : kind} onChange={(event) => setKind(event.target.value as typeof kind)}>
          {kinds.map((value) => (
            <option key={value} value={value}>
              {CHALLENGE_KIND_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-title`}>Title (optional)</label>
        <input id={`${id}-title`} value={title} maxLength={TITLE_MAX} onChange={(event) => setTitle(event.target.value)} />
      </div>
      <button type="submit" className={styles.button} disabled={sending}>
        Create challenge
      </button>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {signedOut ? (
        <p role="alert">
          <AppLink href={loginUrlFor(PATH)}>Log in</AppLink> to create a challenge. Anyone can play one from its link.
        </p>
      ) : null}
    </form>
  );
}
