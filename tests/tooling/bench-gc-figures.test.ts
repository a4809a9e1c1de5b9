// The bench's garbage-collection figures (scripts/bench/gc-figures.ts) from the lines scripts/bench/gc-log.mjs writes.
import { describe, expect, it } from "vitest";
import { gcFigures, gcNote } from "@/scripts/bench/gc-figures";

const LOG = [
  "1000.0 minor 8.00",
  "1100.0 incremental 2.00",
  "1150.0 incremental 3.00",
  "1220.0 major 12.00 140",
  "1300.0 minor 10.00",
  "1400.0 major 9.00 130",
  "1500.0 incremental 1.00",
  "1530.0 weak 0.10",
  "1540.0 major 7.50 175",
  "",
].join("\n");

describe("gcFigures", () => {
  it("counts the collections and takes the live heap the full ones left", () => {
    const figures = gcFigures(LOG);
    expect(figures).toMatchObject({ majors: 3, minors: 2, minorMeanMs: 9, liveMb: { min: 130, max: 175 } });
  });

  it("times each full collection's marking from its first incremental step, leaving out those that had none", () => {
    expect(gcFigures(LOG).markingMs).toEqual({ median: 40, max: 120 });
  });

  it("takes the longest pause of any collection, a minor one's too", () => {
    expect(gcFigures(LOG).longestPauseMs).toBe(12);
    expect(gcFigures(`${LOG}1600.0 minor 30.50\n`).longestPauseMs).toBe(30.5);
  });

  it("reads lines in time order and skips what is no collection", () => {
    const shuffled = ["1540.0 major 7.50 175", "not a line", "1500.0 incremental 1.00"].join("\n");
    expect(gcFigures(shuffled)).toMatchObject({ majors: 1, markingMs: { median: 40, max: 40 } });
  });

  it("has no heap or marking figures for a server that made no full collection", () => {
    expect(gcFigures("1000.0 minor 4.00\n")).toEqual({ majors: 0, minors: 1, minorMeanMs: 4, liveMb: null, markingMs: null, longestPauseMs: 4 });
  });
});

describe("gcNote", () => {
  it("says what the report's notes show", () => {
    expect(gcNote("heavy server", gcFigures(LOG))).toBe(
      "GC, heavy server: 3 full collections, live heap after them 130–175 MB, marking 40 ms median (largest 120) from its first step to its pause; 2 minor, 9.0 ms each on average; longest pause 12.0 ms.",
    );
  });
});
