// The tallest meaning question the word set can make: its longest askable
// word, IPA and part of speech and the four longest definitions any meaning
// question shows, each from its own word (no real question is taller). Layout tests put it on screen in place of a random
// one; tests/unit/longest-question.test.ts fails when the word set outgrows it.
export const LONGEST_MEANING_QUESTION = {
  word: "counterrevolutionary",
  ipa: "ˌɪˌlɛktroʊˈmæɡnəˌtɪzəm",
  partOfSpeech: "adjective",
  options: [
    "a person, especially in the Christian church, who leads services and performs religious ceremonies",
    "strong, narrow-minded loyalty to one religious or political group, often causing hatred of others",
    "a very small piece of electronic material inside a computer that stores or processes information",
    "the act of putting someone into a sleep-like state where they follow suggestions (old-fashioned)",
  ],
} as const;
