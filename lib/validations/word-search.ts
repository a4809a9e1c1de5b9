import "./zod-config";
import { z } from "zod";

// The query of GET /api/v1/word/search (the word search combobox).

export const MAX_SEARCH_QUERY_LENGTH = 64;

export const wordSearchQuerySchema = z.object(
  {
    q: z.string({ error: "q must be the text to search for." }).max(MAX_SEARCH_QUERY_LENGTH, `q may be at most ${MAX_SEARCH_QUERY_LENGTH} characters.`),
  },
  { error: "Expected the query parameter q." },
);
