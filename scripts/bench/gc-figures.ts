// A server's garbage collections over a bench run, from the lines scripts/bench/gc-log.mjs wrote: how many full
// collections, the live heap they left, and how long each one's marking ran (from its first incremental step to its
// final pause), the time in which every call the server answers shares the CPU with the marker.

export type GcFigures = {
  majors: number;
  minors: number;
  minorMeanMs: number;
  /** Live heap after each full collection, MB: the smallest and the largest. */
  liveMb: { min: number; max: number } | null;
  /** Marking, first incremental step to the final pause, of the full collections that had steps: median and largest. */
  markingMs: { median: number; max: number } | null;
  /** The longest pause of any collection: every call in flight waited it out. */
  longestPauseMs: number;
};

type Collection = { at: number; kind: string; pauseMs: number; liveMb?: number };

function parse(text: string): Collection[] {
  return text
    .split("\n")
    .map((line) => line.trim().split(" "))
    .filter((fields) => fields.length >= 3)
    .map(([at, kind, pauseMs, liveMb]) => ({ at: Number(at), kind: kind!, pauseMs: Number(pauseMs), ...(liveMb !== undefined && { liveMb: Number(liveMb) }) }))
    .filter(({ at, pauseMs }) => Number.isFinite(at) && Number.isFinite(pauseMs))
    .sort((a, b) => a.at - b.at);
}

export function gcFigures(text: string): GcFigures {
  const collections = parse(text);
  const minors = collections.filter(({ kind }) => kind === "minor");
  const live: number[] = [];
  const marking: number[] = [];
  let firstStep: number | null = null;
  for (const { at, kind, liveMb } of collections) {
    if (kind === "incremental") firstStep ??= at;
    if (kind !== "major") continue;
    if (liveMb !== undefined) live.push(liveMb);
    if (firstStep !== null) marking.push(at - firstStep);
    firstStep = null;
  }
  marking.sort((a, b) => a - b);
  return {
    majors: collections.filter(({ kind }) => kind === "major").length,
    minors: minors.length,
    minorMeanMs: minors.length ? minors.reduce((sum, { pauseMs }) => sum + pauseMs, 0) / minors.length : 0,
    liveMb: live.length ? { min: Math.min(...live), max: Math.max(...live) } : null,
    markingMs: marking.length ? { median: marking[Math.floor((marking.length - 1) / 2)]!, max: marking.at(-1)! } : null,
    longestPauseMs: Math.max(0, ...collections.map(({ pauseMs }) => pauseMs)),
  };
}

/** One process's figures (a server's, or the bench's own) as a note of the bench's report. */
export function gcNote(who: string, { majors, minors, minorMeanMs, liveMb, markingMs, longestPauseMs }: GcFigures): string {
  const live = liveMb ? `, live heap after them ${liveMb.min}–${liveMb.max} MB` : "";
  const marking = markingMs
    ? `, marking ${Math.round(markingMs.median)} ms median (largest ${Math.round(markingMs.max)}) from its first step to its pause`
    : "";
  return `GC, ${who}: ${majors} full collections${live}${marking}; ${minors} minor, ${minorMeanMs.toFixed(1)} ms each on average; longest pause ${longestPauseMs.toFixed(1)} ms.`;
}
