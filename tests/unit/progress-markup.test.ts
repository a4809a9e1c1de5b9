// The tables' rows drawn as one string of markup (components/progress/markup.ts): the same
// markup React would write for them as elements, with every value escaped; and each chart a
// few nodes of the server's output however many days it draws (its bars a path a colour).
import { createElement, isValidElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CalendarHeatmap } from "@/components/progress/calendar-heatmap";
import { DueChart } from "@/components/progress/due-chart";
import { LoadChart } from "@/components/progress/load-chart";
import { ReviewsChart } from "@/components/progress/reviews-chart";
import { TableRows, tableRowsMarkup } from "@/components/progress/table-rows";
import { addDays } from "@/lib/review/day";

/** The elements of these types in a component's output, through its props (a table inside a frame's prop too), its child components not rendered. */
function elementsOf(node: unknown, types: readonly string[]): number {
  if (Array.isArray(node)) return node.reduce((sum: number, child: unknown) => sum + elementsOf(child, types), 0);
  if (!isValidElement<Record<string, unknown>>(node)) return 0;
  const own = typeof node.type === "string" && types.includes(node.type) ? 1 : 0;
  return own + Object.values(node.props).reduce((sum: number, value) => sum + elementsOf(value, types), 0);
}

const rectElements = (node: ReactNode) => elementsOf(node, ["rect"]);
const cellElements = (node: ReactNode) => elementsOf(node, ["td"]);

describe("tableRowsMarkup", () => {
  it("writes the rows React would write as elements", () => {
    const asElements = renderToStaticMarkup(
      createElement(
        "tbody",
        null,
        createElement("tr", { key: 0, "data-load-day": "2026-12-03" }, createElement("th", { scope: "row" }, "Today"), createElement("td", null, "4 min")),
        createElement("tr", { key: 1 }, createElement("th", { scope: "row" }, "Fri 4 Dec"), createElement("td", null, "1,200"), createElement("td", null, "0")),
      ),
    );
    const rows = [
      { header: "Today", cells: ["4 min"], attributes: { "data-load-day": "2026-12-03" } },
      { header: "Fri 4 Dec", cells: ["1,200", "0"], attributes: { "data-none": undefined } },
    ];
    expect(renderToStaticMarkup(createElement("table", null, createElement(TableRows, { rows })))).toBe(`<table>${asElements}</table>`);
    expect(tableRowsMarkup([])).toBe("");
  });

  it("escapes the text and the attribute values", () => {
    expect(tableRowsMarkup([{ header: "<b>&", cells: ["</td><script>"], attributes: { "data-day": '"x' } }])).toBe(
      '<tr data-day="&quot;x"><th scope="row">&lt;b&gt;&amp;</th><td>&lt;/td&gt;&lt;script&gt;</td></tr>',
    );
  });
});

describe("the charts of /progress", () => {
  const today = "2026-12-03";

  it("hand React one node for a year of calendar days, which still draws a square a day", () => {
    const props = { calendar: [{ day: today, count: 12 }], today };
    expect(rectElements(CalendarHeatmap(props))).toBe(0);
    expect(cellElements(CalendarHeatmap(props))).toBe(0);
    const html = renderToStaticMarkup(createElement(CalendarHeatmap, props));
    // A path a level: 365 squares in all, one of them (today's 12 reviews) above level 0.
    const squares = [...html.matchAll(/<path data-level="(\d)" d="([^"]*)"/g)].map(([, level, d]) => ({
      level: Number(level),
      squares: d!.split("M").length - 1,
    }));
    expect(squares.reduce((sum, path) => sum + path.squares, 0)).toBe(365);
    expect(squares.filter((path) => path.level > 0)).toEqual([{ level: 4, squares: 1 }]);
  });

  it("hand React a path a grade for a month of stacked bars, a segment a day in each, and one node for their table", () => {
    const days = Array.from({ length: 30 }, (_, i) => ({ day: addDays(today, i - 29), again: 1, hard: 1, good: 2, easy: 1 }));
    expect(rectElements(ReviewsChart({ days, today }))).toBe(0);
    expect(cellElements(ReviewsChart({ days, today }))).toBe(0);
    const html = renderToStaticMarkup(createElement(ReviewsChart, { days, today }));
    const paths = [...html.matchAll(/<path data-grade="(\w+)" d="([^"]*)"/g)].map(([, grade, d]) => [grade, d!.split("M").length - 1]);
    expect(paths).toEqual([
      ["again", 30],
      ["hard", 30],
      ["good", 30],
      ["easy", 30],
    ]);
    expect(html.match(/<tr><th scope="row">[^<]+<\/th>(<td>\d+<\/td>){5}<\/tr>/g)).toHaveLength(30);
  });

  it("hand React one path for each forecast's bars, a segment a day with a value, and one node for its table, a row a day", () => {
    const due = Array.from({ length: 30 }, (_, i) => ({ day: addDays(today, i), count: i }));
    const load = Array.from({ length: 30 }, (_, i) => ({ day: addDays(today, i), minutes: i / 2 }));
    for (const html of [
      renderToStaticMarkup(createElement(DueChart, { days: due, today })),
      renderToStaticMarkup(createElement(LoadChart, { days: load, today })),
    ]) {
      const paths = [...html.matchAll(/<path class="[^"]*dueBar[^"]*" d="([^"]*)"/g)].map(([, d]) => d!.split("M").length - 1);
      expect(paths).toEqual([29]); // the first day's 0 draws nothing
    }
    expect(renderToStaticMarkup(createElement(DueChart, { days: due.map((day) => ({ ...day, count: 0 })), today }))).not.toMatch(/<path class="[^"]*dueBar/);
    expect(cellElements(DueChart({ days: due, today }))).toBe(0);
    expect(cellElements(LoadChart({ days: load, today }))).toBe(0);
    expect(renderToStaticMarkup(createElement(DueChart, { days: due, today })).match(/<tr><th scope="row">/g)).toHaveLength(30);
    expect(renderToStaticMarkup(createElement(LoadChart, { days: load, today })).match(/<tr data-load-day="\d{4}-\d\d-\d\d"><th scope="row">/g)).toHaveLength(
      30,
    );
  });
});
