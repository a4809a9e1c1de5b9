// The site's JSON-LD: WebSite with a SearchAction on the landing page and the
// DefinedTermSet on /words, read back from the rendered pages and checked
// against schema.org (support/json-ld.ts): each type's required properties,
// and no property the type does not have. The word pages' own:
// word-structured-data.test.ts.
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { definedTermData, WORD_SET_NAME } from "@/lib/seo/word-structured-data";
import { SEARCH_TERM } from "@/lib/seo/site-structured-data";
import { SITE_URL } from "@/lib/seo/site-url";
import { wordHref } from "@/lib/words/word-path";
import { jsonLdBlocks, problems, type Node } from "./support/json-ld";

// The pages' links ask for the app router, which only a running Next mounts.
vi.mock("next/navigation", () => ({ useRouter: () => ({ prefetch() {}, push() {} }), usePathname: () => "/" }));

/** The JSON-LD blocks of a page component rendered to HTML. */
async function jsonLdOf(load: () => Promise<{ default: ComponentType }>): Promise<Node[]> {
  return jsonLdBlocks(renderToStaticMarkup(createElement((await load()).default)));
}

describe("the landing page's JSON-LD", () => {
  it("is a WebSite of the site's origin whose SearchAction opens a word's page", async () => {
    const blocks = await jsonLdOf(() => import("@/app/(site)/page"));
    expect(blocks.map((block) => block["@type"])).toEqual(["WebSite"]);
    const site = blocks[0]!;
    expect(site["@context"]).toBe("https://schema.org");
    expect(problems(site)).toEqual([]);
    expect(site.url).toBe(new URL("/", SITE_URL).toString());
    expect(site.name).toBe("Lexi");

    const action = site.potentialAction as Node;
    expect(action["@type"]).toBe("SearchAction");
    expect(action["query-input"]).toBe(`required name=${SEARCH_TERM}`);
    const template = (action.target as Node).urlTemplate as string;
    expect(template.split(`{${SEARCH_TERM}}`)).toHaveLength(2);
    const searched = new URL(template.replace(`{${SEARCH_TERM}}`, "person"));
    expect(searched.origin).toBe(SITE_URL.origin);
    expect(searched.pathname).toBe(wordHref("person"));
  });
});

describe("the word index's JSON-LD", () => {
  it("is the DefinedTermSet every word page's DefinedTerm names", async () => {
    const blocks = await jsonLdOf(() => import("@/app/(site)/words/page"));
    expect(blocks.map((block) => block["@type"])).toEqual(["DefinedTermSet"]);
    const set = blocks[0]!;
    expect(set["@context"]).toBe("https://schema.org");
    expect(problems(set)).toEqual([]);
    expect(set.name).toBe(WORD_SET_NAME);
    expect(typeof set.description === "string" && set.description.length > 0).toBe(true);
    const term = definedTermData({ word: "person", description: "a human being", href: wordHref("person") });
    expect(term.inDefinedTermSet).toEqual({ "@type": "DefinedTermSet", name: set.name, url: set.url });
    expect(new URL(set.url as string).pathname).toBe("/words");
  });
});

describe("the checker", () => {
  it("finds a missing required property, an unknown property and an unknown type", () => {
    const action = { "@type": "SearchAction", target: { "@type": "EntryPoint", urlTemplate: "https://example.com/{q}" } };
    expect(problems({ "@type": "WebSite", name: "Lexi", url: "https://example.com/", potentialAction: action })).toEqual([
      "$.potentialAction: SearchAction lacks query-input",
    ]);
    expect(problems({ "@type": "DefinedTermSet", name: "Words", url: "https://example.com/words", terms: 3 })).toEqual([
      "$: DefinedTermSet has no property terms",
    ]);
    expect(problems({ "@type": "WebPage", name: "Lexi" })).toEqual(["$: unknown @type WebPage"]);
    const crumbs = { "@type": "BreadcrumbList", itemListElement: [{ "@type": "ListItem", position: 1, name: "Words" }] };
    expect(problems(crumbs)).toEqual(["$.itemListElement[0]: ListItem lacks item"]);
  });
});
