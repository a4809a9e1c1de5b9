// One route's Lighthouse runs summed up (issue 17): a single run is too noisy
// to gate on (/flashcards scored 88 to 98 in four runs of the same build) and
// let an intermittent layout shift through, so every route is audited several
// times. Score, LCP and TBT are judged by their median, CLS by its worst run:
// a shift that happens in one load of five is a shift users get.

/** One Lighthouse run of one page. `shifts` names what moved when CLS is not 0. */
export type LighthouseRun = { score: number; lcpMs: number; tbtMs: number; cls: number; shifts: string };

export type Spread = { median: number; min: number; max: number };

export type LighthouseSummary = {
  runs: number;
  score: Spread;
  lcpMs: Spread;
  tbtMs: Spread;
  /** CLS over the runs; `worst` is max, which the budget judges. */
  cls: Spread & { worst: number };
  /** The moved elements of each run with CLS above 0, e.g. "run 3: body > footer 0.030". */
  shifts: string[];
};

/** The median (of an even count, the mean of the middle two), the least and the greatest. */
export function spread(values: readonly number[]): Spread {
  if (values.length === 0) throw new Error("no values");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, min: sorted[0]!, max: sorted.at(-1)! };
}

export function summarise(runs: readonly LighthouseRun[]): LighthouseSummary {
  const cls = spread(runs.map((run) => run.cls));
  return {
    runs: runs.length,
    score: spread(runs.map((run) => run.score)),
    lcpMs: spread(runs.map((run) => run.lcpMs)),
    tbtMs: spread(runs.map((run) => run.tbtMs)),
    cls: { ...cls, worst: cls.max },
    shifts: runs.flatMap((run, index) => (run.cls > 0 ? [`run ${index + 1}: ${run.shifts || "(no element named)"}`] : [])),
  };
}

/** The budget: median score at least `minScore`, and no layout shift in any run. */
export function withinBudget(summary: LighthouseSummary, minScore: number): boolean {
  return summary.score.median >= minScore && summary.cls.worst === 0;
}

/** "97 (95–98), 2325 ms (2210–2480 ms), 126 ms (98–151 ms), 0.000 (0.000–0.000)": medians, worst CLS, spreads. */
export function formatSummary(summary: LighthouseSummary): string {
  const ms = ({ median, min, max }: Spread) => `${Math.round(median)} ms (${Math.round(min)}–${Math.round(max)} ms)`;
  const { score, cls } = summary;
  const scoreText = `${Number.isInteger(score.median) ? score.median : score.median.toFixed(1)} (${score.min}–${score.max})`;
  return `${scoreText}, ${ms(summary.lcpMs)}, ${ms(summary.tbtMs)}, ${clsText(cls.worst)} (${clsText(cls.min)}–${clsText(cls.max)})`;
}

/** Three decimals, as Lighthouse shows it; four where three would show a failing shift as 0.000. */
function clsText(value: number): string {
  return value > 0 && value < 0.0005 ? value.toFixed(4) : value.toFixed(3);
}
