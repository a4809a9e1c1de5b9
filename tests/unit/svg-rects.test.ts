// The charts' rects drawn as one string of markup (components/progress/svg-rects.tsx):
// the same SVG React would write for them as elements, with every value escaped, and
// one node of the server's output for a chart however many days it draws.
import { createElement, isValidElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CalendarHeatmap } from "@/components/progress/calendar-heatmap";
import { ReviewsChart } from "@/components/progress/reviews-chart";
import { SvgRects, rectsMarkup } from "@/components/progress/svg-rects";
import { addDays } from "@/lib/review/day";

/** The rect elements in a component's own output (its children's components are not rendered). */
function rectElements(node: ReactNode): number {
  if (Array.isArray(node)) return node.reduce((sum: number, child: ReactNode) => sum + rectElements(child), 0);
  if (!isValidElement<{ children?: ReactNode }>(node)) return 0;
  return (node.type === "rect" ? 1 : 0) + rectElements(node.props.children);
}

describe("rectsMarkup", () => {
  it("writes the rects React would write as elements", () => {
    const rects = [
      { x: 1.5, y: 80.33, width: 7, height: 9.67, attributes: { "data-grade": "hard" } },
      { x: 10, y: 0, width: 10, height: 10, rx: 2, attributes: { "data-level": 0 } },
      { x: 20, y: 5, width: 7, height: 95, attributes: { class: "bar", "data-none": undefined } },
    ];
    const asElements = renderToStaticMarkup(
      createElement(
        "g",
        null,
        createElement("rect", { key: 0, x: 1.5, y: 80.33, width: 7, height: 9.67, "data-grade": "hard" }),
        createElement("rect", { key: 1, x: 10, y: 0, width: 10, height: 10, rx: 2, "data-level": 0 }),
        createElement("rect", { key: 2, x: 20, y: 5, width: 7, height: 95, className: "bar" }),
      ),
    );
    expect(renderToStaticMarkup(createElement(SvgRects, { rects }))).toBe(asElements);
    expect(rectsMarkup([])).toBe("");
  });

  it("escapes attribute values, so no value can end the attribute or open a tag", () => {
    expect(rectsMarkup([{ x: 0, y: 0, width: 1, height: 1, attributes: { class: `a" onclick="x()"><script>` } }])).toBe(
      '<rect x="0" y="0" width="1" height="1" class="a&quot; onclick=&quot;x()&quot;&gt;&lt;script&gt;"></rect>',
    );
  });
});

describe("the charts of /progress", () => {
  const today = "2026-12-03";

  it("hand React one node for a year of calendar days, which still draws a square a day", () => {
    const props = { calendar: [{ day: today, count: 12 }], today };
    expect(rectElements(CalendarHeatmap(props))).toBe(0);
    const html = renderToStaticMarkup(createElement(CalendarHeatmap, props));
    expect(html.match(/<rect /g)).toHaveLength(365);
    expect(html.match(/<rect [^>]*data-level="[1-4]"/g)).toHaveLength(1);
  });

  it("hand React one node for a month of stacked bars", () => {
    const days = Array.from({ length: 30 }, (_, i) => ({ day: addDays(today, i - 29), again: 1, hard: 1, good: 2, easy: 1 }));
    expect(rectElements(ReviewsChart({ days, today }))).toBe(0);
    expect(renderToStaticMarkup(createElement(ReviewsChart, { days, today })).match(/<rect [^>]*data-grade=/g)).toHaveLength(120);
  });
});
