// /progress's loading state (app/(learn)/progress/loading.tsx): while the
// figures load the page has its heading, its line and the cards' places at
// once, and a screen reader hears one status line, not the placeholders.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import ProgressLoading from "@/app/(learn)/progress/loading";
import { PROGRESS_PAGE_TEXT } from "@/components/progress/progress-page-text";
import { PROGRESS_SKELETON_TEXT } from "@/components/progress/progress-skeleton";

describe("/progress loading", () => {
  it("shows the page's heading and line, a status for screen readers and the cards' places hidden from them", () => {
    const html = renderToStaticMarkup(createElement(ProgressLoading));
    expect(html).toMatch(new RegExp(`<h1[^>]*>${PROGRESS_PAGE_TEXT.title}</h1>`));
    expect(html).toContain(PROGRESS_PAGE_TEXT.lede);
    expect(html).toContain(`<p role="status" class="visually-hidden">${PROGRESS_SKELETON_TEXT.loading}</p>`);
    expect(html).toContain('aria-busy="true"');
    const placeholders = html.slice(html.indexOf('aria-hidden="true"'));
    expect(placeholders.match(/data-skeleton-card=""/g)?.length).toBe(5);
  });
});
