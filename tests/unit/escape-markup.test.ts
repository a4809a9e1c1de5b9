// The one escaper for markup Lexi writes itself (lib/escape-markup.ts): the
// same entities React writes, so a hand-written string matches React's output.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { escapeMarkup } from "@/lib/escape-markup";

describe("escapeMarkup", () => {
  const risky = `<script>alert("x")</script> & Tom's <b>`;

  it("escapes each of the five characters that end text or an attribute", () => {
    expect(escapeMarkup(risky)).toBe("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Tom&#x27;s &lt;b&gt;");
  });

  it("writes text and attribute values as React does", () => {
    expect(`<p title="${escapeMarkup(risky)}">${escapeMarkup(risky)}</p>`).toBe(renderToStaticMarkup(createElement("p", { title: risky }, risky)));
  });

  it("writes numbers as they print", () => {
    expect(escapeMarkup(80.33)).toBe("80.33");
  });
});
