// Shape of one entry of prisma/data/idioms.json (built by scripts/build-words.ts
// from WordNet 3.1 and the `idioms` package; docs/idioms.md).

export interface IdiomSense {
  partOfSpeech: "noun" | "verb" | "adjective" | "adverb";
  definition: string;
  /** At least one, each showing the idiom itself. */
  examples: string[];
}

export interface IdiomRecord {
  /** As WordNet writes it, lower case: "break the ice", "keep one's eyes peeled". */
  idiom: string;
  /** Its /words/<slug> segment: hyphens for spaces ("break-the-ice"); no single word of the set has a hyphen. */
  slug: string;
  senses: IdiomSense[];
}

/** An idiom's page: /words/<slug> ("/words/kick-the-bucket"). */
export function idiomHref(slug: string): string {
  return `/words/${encodeURIComponent(slug)}`;
}

/** An idiom's path segment: lower case, a hyphen for each space. */
export function idiomSlug(idiom: string): string {
  return idiom.toLowerCase().trim().replace(/\s+/g, "-");
}
