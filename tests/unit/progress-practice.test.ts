// /progress's directions and practice accuracy (components/progress/practice-stats.tsx),
// rendered as the server renders them: real table semantics, the kinds asked
// only, each share as text (the bar beside it is hidden from screen readers).
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DirectionCounts, PRACTICE_STATS_TEXT, PracticeAccuracy } from "@/components/progress/practice-stats";
import { QUESTION_KINDS, type QuestionKind } from "@/lib/practice/types";
import type { PracticeTally } from "@/lib/review/types";

const tally = (answers: number, correct: number): PracticeTally => ({ answers, correct });
const none = Object.fromEntries(QUESTION_KINDS.map((kind) => [kind, tally(0, 0)])) as Record<QuestionKind, PracticeTally>;
const text = (html: string) => html.replace(/<[^>]+>/g, "|").replace(/\|+/g, "|");

describe("practice accuracy", () => {
  it("is a table of the kinds asked and the two directions: answers, right and the share", () => {
    const html = renderToStaticMarkup(
      createElement(PracticeAccuracy, {
        practice: {
          byKind: { ...none, meaning: tally(120, 101), cloze: tally(3, 0), match: tally(7, 7) },
          byDirection: { recognition: tally(127, 108), production: tally(3, 0) },
        },
      }),
    );
    expect(html).toContain('<caption class="visually-hidden">Accuracy by question kind (30 days): 130 answers</caption>');
    expect(html.match(/<th scope="col">[^<]*<\/th>/g)).toEqual(['<th scope="col">Kind</th>', '<th scope="col">Answers</th>', '<th scope="col">Right</th>']);
    const rows = [...html.matchAll(/<tr data-row="([a-z]+)">(.*?)<\/tr>/g)].map(([, id, row]) => [id, text(row!)]);
    expect(rows).toEqual([
      ["meaning", "|Word → meaning|120|101 (84%)|"],
      ["cloze", "|Context|3|0 (0%)|"],
      ["match", "|Match Words|7|7 (100%)|"],
      ["recognition", "|Recognition|127|108 (85%)|"],
      ["production", "|Production|3|0 (0%)|"],
    ]);
    // One bar a row, for the eye only.
    expect(html.match(/aria-hidden="true"/g)).toHaveLength(5);
  });

  it("says so when there were no practice answers", () => {
    const html = renderToStaticMarkup(
      createElement(PracticeAccuracy, { practice: { byKind: none, byDirection: { recognition: tally(0, 0), production: tally(0, 0) } } }),
    );
    expect(html).not.toContain("<table");
    expect(html).toContain(PRACTICE_STATS_TEXT.noAnswers);
  });
});

describe("direction counts", () => {
  it("shows recognition and production cards side by side, each with its cards, due and mastered", () => {
    const html = renderToStaticMarkup(
      createElement(DirectionCounts, {
        directions: { recognition: { cards: 1234, due: 56, mastered: 789 }, production: { cards: 412, due: 9, mastered: 31 } },
      }),
    );
    const figures = [...html.matchAll(/data-stat="([a-z-]+)">([^<]+)</g)].map(([, key, value]) => `${key}=${value}`);
    expect(figures).toEqual([
      "recognition-cards=1,234",
      "recognition-due=56",
      "recognition-mastered=789",
      "production-cards=412",
      "production-due=9",
      "production-mastered=31",
    ]);
    expect(html).toContain('<h3 id="progress-direction-recognition"');
    expect(text(html)).toContain("|Recognition|See the word, know its meaning|");
    expect(text(html)).toContain("|Production|See the meaning, produce the word|");
  });
});
