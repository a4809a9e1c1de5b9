// The learner's spelling preference in the browser (lib/client/spelling-preference.ts):
// the default from the browser's languages and what is stored, over a stand-in
// window and navigator.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SPELLING_KEY, readSpellingPreference, storeSpellingPreference, subscribeSpellingPreference } from "@/lib/client/spelling-preference";

describe("the spelling preference", () => {
  const stored = new Map<string, string>();
  const listeners = new Map<string, Set<(event: Event) => void>>();
  let blocked = false;
  const storage = {
    getItem: (key: string) => {
      if (blocked) throw new Error("SecurityError");
      return stored.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (blocked) throw new Error("SecurityError");
      stored.set(key, value);
    },
  };
  const stubWindow = {
    localStorage: storage,
    addEventListener: (type: string, listener: (event: Event) => void) => void (listeners.get(type) ?? listeners.set(type, new Set()).get(type)!).add(listener),
    removeEventListener: (type: string, listener: (event: Event) => void) => void listeners.get(type)?.delete(listener),
    dispatchEvent: (event: Event) => {
      for (const listener of listeners.get(event.type) ?? []) listener(event);
      return true;
    },
  };

  function useLanguages(languages: string[]) {
    vi.stubGlobal("navigator", { languages, language: languages[0] ?? "" });
  }

  beforeEach(() => {
    stored.clear();
    listeners.clear();
    blocked = false;
    vi.stubGlobal("window", stubWindow);
    useLanguages(["en-US", "en"]);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("defaults to the browser's first English language: UK for en-GB, en-AU and the like, US otherwise", () => {
    useLanguages(["en-GB", "en"]);
    expect(readSpellingPreference()).toBe("UK");
    useLanguages(["fr-FR", "en-AU"]);
    expect(readSpellingPreference()).toBe("UK");
    useLanguages(["en-US"]);
    expect(readSpellingPreference()).toBe("US");
    useLanguages(["de-DE"]);
    expect(readSpellingPreference()).toBe("US");
  });

  it("keeps the learner's choice over the browser's default, in local storage", () => {
    useLanguages(["en-GB"]);
    storeSpellingPreference("US");
    expect(stored.get(SPELLING_KEY)).toBe("US");
    expect(readSpellingPreference()).toBe("US");

    useLanguages(["en-US"]);
    storeSpellingPreference("UK");
    expect(readSpellingPreference()).toBe("UK");
  });

  it("ignores an unknown stored value, and keeps the default when storage is blocked", () => {
    useLanguages(["en-GB"]);
    stored.set(SPELLING_KEY, "Canadian");
    expect(readSpellingPreference()).toBe("UK");

    blocked = true;
    storeSpellingPreference("US");
    expect(readSpellingPreference()).toBe("UK");
  });

  it("tells subscribers of a change in this tab and of another tab's, until they unsubscribe", () => {
    const onChange = vi.fn();
    const unsubscribe = subscribeSpellingPreference(onChange);
    storeSpellingPreference("UK");
    expect(onChange).toHaveBeenCalledTimes(1);

    stubWindow.dispatchEvent(Object.assign(new Event("storage"), { key: "unrelated" }));
    expect(onChange).toHaveBeenCalledTimes(1);
    stubWindow.dispatchEvent(Object.assign(new Event("storage"), { key: SPELLING_KEY }));
    expect(onChange).toHaveBeenCalledTimes(2);

    unsubscribe();
    storeSpellingPreference("US");
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
