import "@/lib/zod-config";
import { z } from "zod";
import { wordRequestSchema } from "@/lib/review/schema";

// Requests of /api/v1/known/* (lib/known): a word's index and the optional claim, as review's.

/** POST /known/add { wordIndex }, GET /known/status?wordIndex=N. */
export const knownWordSchema = wordRequestSchema;

/** POST /known/remove { wordIndex, learn? }: learn adds the word to review as a new card. */
export const unmarkKnownSchema = wordRequestSchema.extend({ learn: z.boolean({ error: "learn must be true or false." }).optional() });
