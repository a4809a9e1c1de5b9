// JSON-LD as the pages serve it, and a checker against schema.org: each type's
// required properties, and no property the type does not have.

export type Node = Record<string, unknown>;

/** Every JSON-LD block of a page's HTML, parsed. */
export function jsonLdBlocks(html: string): Node[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, body]) => JSON.parse(body!) as Node);
}

/**
 * The schema.org properties each type used here may carry (its own and those
 * it inherits from CreativeWork, Action and Thing that we could use), and the
 * ones it must: Google's for WebSite's search box and the breadcrumb,
 * schema.org's for the rest (a story's LearningResource: what its card in
 * search results needs).
 */
const SCHEMA: Record<string, { allowed: string[]; required: string[] }> = {
  WebSite: {
    allowed: ["name", "url", "description", "inLanguage", "potentialAction", "publisher", "alternateName"],
    required: ["name", "url", "potentialAction"],
  },
  SearchAction: { allowed: ["target", "query-input", "query"], required: ["target", "query-input"] },
  EntryPoint: { allowed: ["urlTemplate", "actionPlatform", "encodingType", "httpMethod"], required: ["urlTemplate"] },
  DefinedTermSet: { allowed: ["name", "url", "description", "inLanguage", "hasDefinedTerm", "publisher"], required: ["name", "url"] },
  DefinedTerm: { allowed: ["name", "description", "url", "inDefinedTermSet", "termCode", "alternateName"], required: ["name", "url", "inDefinedTermSet"] },
  BreadcrumbList: { allowed: ["itemListElement", "numberOfItems", "itemListOrder", "name"], required: ["itemListElement"] },
  ListItem: { allowed: ["position", "name", "item", "nextItem", "previousItem"], required: ["position", "name", "item"] },
  LearningResource: {
    allowed: [
      "name",
      "description",
      "url",
      "inLanguage",
      "learningResourceType",
      "educationalLevel",
      "timeRequired",
      "isAccessibleForFree",
      "teaches",
      "isPartOf",
      "publisher",
    ],
    required: ["name", "url", "description"],
  },
};

/** Checks one node and the typed nodes inside it (in arrays too); the paths of what is wrong. */
export function problems(node: Node, at = "$"): string[] {
  const type = node["@type"];
  const schema = typeof type === "string" ? SCHEMA[type] : undefined;
  if (!schema) return [`${at}: unknown @type ${String(type)}`];
  const keys = Object.keys(node).filter((key) => !key.startsWith("@"));
  const typed = (value: unknown): value is Node => Boolean(value) && typeof value === "object" && "@type" in (value as object);
  return [
    ...schema.required.filter((key) => node[key] === undefined || node[key] === "").map((key) => `${at}: ${type} lacks ${key}`),
    ...keys.filter((key) => !schema.allowed.includes(key)).map((key) => `${at}: ${type} has no property ${key}`),
    ...keys.flatMap((key) => {
      const value = node[key];
      if (Array.isArray(value)) return value.flatMap((item, index) => (typed(item) ? problems(item, `${at}.${key}[${index}]`) : []));
      return typed(value) ? problems(value, `${at}.${key}`) : [];
    }),
  ];
}
