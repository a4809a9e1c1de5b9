import { attributesMarkup } from "./markup";

// A chart's many rects as one string of SVG markup (./markup.ts says why).

export type SvgRect = {
  x: number;
  y: number;
  width: number;
  height: number;
  rx?: number;
  /** Further attributes (a class, data-*), by name; one without a value is left out. */
  attributes?: Readonly<Record<string, string | number | undefined>>;
};

/** The rects' markup, in order. */
export function rectsMarkup(rects: readonly SvgRect[]): string {
  return rects.map(({ x, y, width, height, rx, attributes = {} }) => `<rect${attributesMarkup({ x, y, width, height, rx, ...attributes })}></rect>`).join("");
}

/** The rects as one group of an SVG: one node of the server's output, whatever their number. */
export function SvgRects({ rects }: { rects: readonly SvgRect[] }) {
  return <g dangerouslySetInnerHTML={{ __html: rectsMarkup(rects) }} />;
}
