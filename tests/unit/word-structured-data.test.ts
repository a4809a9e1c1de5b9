// The JSON-LD of every word page of the shipped word set: a DefinedTerm of
// Lexi's word set and the page's BreadcrumbList, as the page component builds
// them (app/(site)/words/[word]/page.tsx, for each word generateStaticParams
// gives the build), rendered by the same JsonLd component and checked against
// schema.org (support/json-ld.ts). One served page is checked in
// tests/e2e/site-http.spec.ts.
import { Fragment, createElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import headwords from "@/prisma/data/headwords.json" with { type: "json" };
import { JsonLd } from "@/components/words/json-ld";
import { wordHref } from "@/lib/words/word-path";
import { wordSet } from "@/lib/words/word-set";
import { jsonLdBlocks, problems, type Node } from "./support/json-ld";

// The page's links ask for the app router, which only a running Next mounts.
vi.mock("next/navigation", () => ({
  useRouter: () => ({ prefetch() {}, push() {} }),
  usePathname: () => "/",
  notFound: () => {
    throw new Error("notFound()");
  },
}));

const { default: WordPage, generateStaticParams } = await import("@/app/(site)/words/[word]/page");

/** The JsonLd elements of a rendered element tree, without rendering the page's other components. */
function jsonLdElements(node: ReactNode): ReactElement[] {
  if (Array.isArray(node)) return node.flatMap(jsonLdElements);
  if (!isValidElement<{ children?: ReactNode }>(node)) return [];
  return node.type === JsonLd ? [node] : jsonLdElements(node.props.children);
}

/** The JSON-LD blocks of the word's page, as its HTML carries them. */
async function wordPageJsonLd(word: string): Promise<Node[]> {
  const page = await WordPage({ params: Promise.resolve({ word }) });
  return jsonLdBlocks(renderToStaticMarkup(createElement(Fragment, null, ...jsonLdElements(page))));
}

const firstDefinition = new Map(wordSet().alphabetical.map((entry) => [entry.word, entry.details[0]!.definition]));

/** The checks the e2e suite made on every 25th served word page. */
function expectWordStructuredData(blocks: Node[], word: string) {
  expect(blocks.map((block) => block["@type"]).sort(), word).toEqual(["BreadcrumbList", "DefinedTerm"]);
  for (const block of blocks) expect(block["@context"], word).toBe("https://schema.org");
  for (const block of blocks) expect(problems(block), word).toEqual([]);
  const term = blocks.find((block) => block["@type"] === "DefinedTerm")!;
  expect(term.name).toBe(word);
  expect(term.description, word).toBe(firstDefinition.get(word));
  expect(new URL(term.url as string).pathname).toBe(wordHref(word));
  const set = term.inDefinedTermSet as Node;
  expect(set["@type"]).toBe("DefinedTermSet");
  expect(typeof set.name === "string" && set.name.length > 0).toBe(true);
  expect(new URL(set.url as string).pathname).toBe("/words");
  const items = (blocks.find((block) => block["@type"] === "BreadcrumbList")!.itemListElement as Node[]).map((item) => ({
    ...item,
    item: new URL(item.item as string).pathname,
  }));
  expect(items, word).toEqual([
    { "@type": "ListItem", position: 1, name: "Words", item: "/words" },
    { "@type": "ListItem", position: 2, name: word[0]!.toUpperCase(), item: `/words/${word[0]}` },
    { "@type": "ListItem", position: 3, name: word, item: wordHref(word) },
  ]);
}

describe("the word pages' JSON-LD", () => {
  it("is built for every word of the shipped set, and every block is valid", async () => {
    const known = new Set(headwords);
    const words = generateStaticParams()
      .map(({ word }) => word)
      .filter((word) => known.has(word));
    expect(words).toHaveLength(headwords.length);
    for (const word of words) expectWordStructuredData(await wordPageJsonLd(word), word);
  }, 60_000);

  it("is what the whole page renders: the same blocks, and no other", async () => {
    const page = await WordPage({ params: Promise.resolve({ word: "person" }) });
    expect(jsonLdBlocks(renderToStaticMarkup(page))).toEqual(await wordPageJsonLd("person"));
  });

  it("cannot be closed early by a word's text: `<` is escaped in the data block", async () => {
    const html = renderToStaticMarkup(createElement(JsonLd, { data: { "@type": "DefinedTerm", description: "a </script><script>alert(1)</script>" } }));
    expect(html).not.toContain("</script><script>");
    expect(jsonLdBlocks(html)[0]!.description).toBe("a </script><script>alert(1)</script>");
  });
});
