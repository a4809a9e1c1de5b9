import built from "../../prisma/data/words-built.json" with { type: "json" };

/**
 * The day the word data last changed (YYYY-MM-DD), kept with it by
 * scripts/build-words.ts: the lastmod of the pages built from it in the
 * sitemaps. A date stored with the data, not the build's or the request's
 * time, so the sitemaps stay the same from build to build.
 */
export const WORD_DATA_DATE: string = built.builtOn;
