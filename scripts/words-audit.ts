// `npm run words:audit`: a seeded sample of every question kind (practice,
// placement, Easy Words) run past the automatic checks of
// lib/practice/question-audit.ts, each check's count printed (all should be
// 0), and 40 questions per kind written to .cache/words-audit.md for a human
// read (docs/practice.md). `--all` checks every word of the set once per kind;
// `--seed=<text>` draws another sample.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BLANK, gapLetter } from "../lib/practice/types";
import { AUDIT_CHECKS, AUDIT_KINDS, auditQuestions, type AuditedQuestion } from "../lib/practice/question-audit";

const SAMPLE_PER_KIND = 40;
const OUT_FILE = path.join(process.cwd(), ".cache/words-audit.md");

function render({ question, failed }: AuditedQuestion, number: number): string {
  const { payload, key } = question;
  const flags = failed.length > 0 ? `  **checks failed: ${failed.join(", ")}**` : "";
  const lines: string[] = [];
  switch (payload.kind) {
    case "meaning":
      lines.push(`${number}. **${payload.word}** (${payload.partOfSpeech})${flags}`);
      break;
    case "word":
      lines.push(`${number}. (${payload.partOfSpeech}) "${payload.definition}"${flags}`);
      break;
    case "typed":
      lines.push(`${number}. (${payload.partOfSpeech}) "${payload.definition}", starts with "${payload.startsWith}"${flags}`);
      break;
    case "synonym":
    case "antonym":
      lines.push(`${number}. **${payload.word}** (${payload.partOfSpeech}) "${payload.definition}"${flags}`);
      break;
    case "cloze":
      // As the learner sees it: the first letter in the gap.
      lines.push(
        `${number}. "${payload.sentence
          .split(BLANK)
          .reduce(
            (shown, piece) => `${shown}${gapLetter(shown, payload.startsWith)}${BLANK}${piece}`,
          )}" (${payload.partOfSpeech}: ${payload.definition})${flags}`,
      );
      break;
    case "match":
      lines.push(`${number}. board${flags}`);
      break;
    default:
      lines.push(`${number}. ${payload.kind}${flags}`);
  }
  if ("options" in key) key.options.forEach((option, at) => lines.push(`   - [${at === key.correct ? "x" : " "}] ${option}`));
  if (key.kind === "typed" || key.kind === "cloze") lines.push(`   - answer: ${key.word}`);
  if (key.kind === "match") key.words.forEach((word, row) => lines.push(`   - ${word} = ${key.definitions[key.pairs[row] ?? -1]}`));
  return lines.join("\n");
}

const all = process.argv.includes("--all");
const seed = process.argv.find((arg) => arg.startsWith("--seed="))?.slice("--seed=".length);
const started = performance.now();
const result = auditQuestions({ all, ...(seed && { seed }) });
console.log(`words:audit: ${all ? "every word" : "a seeded sample"}, ${Math.round(performance.now() - started)} ms`);
console.log(`  built: ${AUDIT_KINDS.map((kind) => `${kind} ${result.built[kind]}`).join(", ")}`);
for (const check of AUDIT_CHECKS) console.log(`  ${check}: ${result.counts[check]}`);

const sections = AUDIT_KINDS.map((kind) => {
  const sample = result.questions.filter((question) => question.kind === kind).slice(0, SAMPLE_PER_KIND);
  return [`## ${kind} (${sample.length})`, "", ...sample.map((question, at) => render(question, at + 1)), ""].join("\n");
});
const failures = result.questions.filter((question) => question.failed.length > 0);
const failed = failures.length > 0 ? ["## Questions that failed a check", "", ...failures.map((question, at) => render(question, at + 1)), ""].join("\n") : "";
mkdirSync(path.dirname(OUT_FILE), { recursive: true });
writeFileSync(
  OUT_FILE,
  ["# words:audit sample", "", AUDIT_CHECKS.map((check) => `- ${check}: ${result.counts[check]}`).join("\n"), "", ...sections, failed].join("\n"),
);
console.log(`  sample: ${path.relative(process.cwd(), OUT_FILE)}`);
process.exitCode = AUDIT_CHECKS.some((check) => result.counts[check] > 0) ? 1 : 0;
