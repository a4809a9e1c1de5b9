// A chart's many rects as one string of SVG markup. As React elements, each
// rect past the first few kilobytes of a server component's output becomes a
// row of its own in the RSC payload and a streamed segment of the HTML: a year
// of days made /progress three times as slow to serve as a list page
// (docs/performance.md). The markup holds numbers and attribute values the
// charts choose, escaped all the same.

export type SvgRect = {
  x: number;
  y: number;
  width: number;
  height: number;
  rx?: number;
  /** Further attributes (a class, data-*), by name; one without a value is left out. */
  attributes?: Readonly<Record<string, string | number | undefined>>;
};

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escaped = (value: string | number) => String(value).replace(/[&<>"']/g, (character) => ESCAPES[character]!);

/** The rects' markup, in order. */
export function rectsMarkup(rects: readonly SvgRect[]): string {
  return rects
    .map(({ x, y, width, height, rx, attributes = {} }) => {
      const extra = Object.entries(attributes).map(([name, value]) => (value === undefined ? "" : ` ${name}="${escaped(value)}"`));
      return `<rect x="${x}" y="${y}" width="${width}" height="${height}"${rx === undefined ? "" : ` rx="${rx}"`}${extra.join("")}></rect>`;
    })
    .join("");
}

/** The rects as one group of an SVG: one node of the server's output, whatever their number. */
export function SvgRects({ rects }: { rects: readonly SvgRect[] }) {
  return <g dangerouslySetInnerHTML={{ __html: rectsMarkup(rects) }} />;
}
