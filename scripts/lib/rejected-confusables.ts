// Pairs that are not Ambiguous Words sets, and why (docs/ambiguous-words.md,
// "What makes a set"). The checks in scripts/lib/confusables.ts refuse a set
// that has both words of one, so a pair the candidate script proposes again
// is not re-admitted by accident.

/** Words that look or sound alike but that learners are not known to confuse in meaning. */
export const NEAR_SPELLINGS_NOBODY_CONFUSES: readonly (readonly [string, string])[] = [
  ["air", "err"],
  ["alliance", "allowance"],
  ["astronomer", "astronomy"],
  ["ballot", "bullet"],
  ["command", "commend"],
  ["compel", "compile"],
  ["contend", "content"],
  ["contest", "context"],
  ["cooperation", "corporation"],
  ["decree", "decry"],
  ["define", "divine"],
  ["deserve", "desire"],
  ["dilate", "dilute"],
  ["distract", "district"],
  ["emission", "omission"],
  ["expensive", "extensive"],
  ["farmer", "former"],
  ["fiscal", "physical"],
  ["haunt", "hunt"],
  ["historical", "hysterical"],
  ["inhabit", "inhibit"],
  ["lively", "lovely"],
  ["loyal", "royal"],
  ["mastery", "mystery"],
  ["medal", "model"],
  ["middle", "muddle"],
  ["mode", "mood"],
  ["naval", "novel"],
  ["pasture", "posture"],
  ["patent", "potent"],
  ["patrol", "petrol"],
  ["philosopher", "philosophy"],
  ["repeal", "repel"],
  ["revel", "rival"],
  ["revelation", "revolution"],
  ["settle", "subtle"],
  ["sign", "sine"],
  ["spatial", "special"],
  ["steady", "study"],
  ["strife", "strive"],
  ["thank", "think"],
  ["thief", "thieve"],
  ["topical", "typical"],
  ["unit", "unite"],
  ["version", "vision"],
];

/** Real confusions whose meanings overlap so far in current English that no sentence admits only one of them. */
export const NO_SENTENCE_ADMITS_ONE: readonly (readonly [string, string])[] = [["especially", "specially"]];

/** Every rejected pair with the reason, for the checks' messages. */
export function rejectedPairs(): { words: readonly [string, string]; why: string }[] {
  return [
    ...NEAR_SPELLINGS_NOBODY_CONFUSES.map((words) => ({ words, why: "a near-spelling learners are not known to confuse" })),
    ...NO_SENTENCE_ADMITS_ONE.map((words) => ({ words, why: "no sentence admits only one of them" })),
  ];
}
