import { useMemo } from "react";
import { useSpellingPreference } from "@/lib/client/spelling-preference";
import { spellQuestion, type SpelledQuestionView } from "@/lib/practice/question-spellings";

/** The question with its words in the spelling the learner prefers (lib/practice/question-spellings.ts). */
export function useSpelledQuestion<Q extends SpelledQuestionView | null>(question: Q): Q {
  const preference = useSpellingPreference();
  return useMemo(() => (question === null ? question : spellQuestion(question, preference)), [question, preference]);
}
