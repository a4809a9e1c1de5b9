// The charts' rects drawn as one string of markup (components/progress/svg-rects.tsx):
// the same SVG React would write for them as elements, with every value escaped.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SvgRects, rectsMarkup } from "@/components/progress/svg-rects";

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
