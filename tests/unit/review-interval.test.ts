import { describe, expect, it } from "vitest";
import { describeInterval, formatInterval } from "@/lib/review/interval";

const MIN = 60;
const HOUR = 3600;
const DAY = 86_400;

describe("formatInterval: the grade button's interval, with units that cannot be misread", () => {
  it.each([
    [0, "<1 min"],
    [59, "<1 min"],
    [60, "1 min"],
    [6 * MIN, "6 min"],
    [10 * MIN, "10 min"],
    [59 * MIN, "59 min"],
    [59 * MIN + 40, "1 h"], // rounds to 60 minutes: never "60 min"
    [HOUR, "1 h"],
    [1.5 * HOUR, "1.5 h"],
    [5 * HOUR, "5 h"],
    [23 * HOUR, "23 h"],
    [23.97 * HOUR, "1 day"], // never "24 h"
    [DAY, "1 day"],
    [1.4 * DAY, "1 day"],
    [2 * DAY, "2 days"],
    [29 * DAY, "29 days"],
    [29.6 * DAY, "1 mo"], // never "30 days"
    [30 * DAY, "1 mo"],
    [45 * DAY, "1.5 mo"],
    [3 * 30 * DAY, "3 mo"],
    [11 * 30 * DAY, "11 mo"],
    [11.97 * 30 * DAY, "1 yr"], // never "12 mo"
    [365 * DAY, "1 yr"],
    [1.5 * 365 * DAY, "1.5 yr"],
    [2 * 365 * DAY, "2 yr"],
    [12 * 365 * DAY, "12 yr"],
  ])("%d s reads %s", (seconds, expected) => {
    expect(formatInterval(seconds)).toBe(expected);
  });
});

describe("describeInterval: the same interval in words", () => {
  it.each([
    [30, "in less than a minute"],
    [MIN, "in 1 minute"],
    [10 * MIN, "in 10 minutes"],
    [59 * MIN + 40, "in 1 hour"],
    [5 * HOUR, "in 5 hours"],
    [23.97 * HOUR, "in 1 day"],
    [3 * DAY, "in 3 days"],
    [45 * DAY, "in 2 months"],
    [2 * 365 * DAY, "in 2 years"],
  ])("%d s reads %s", (seconds, expected) => {
    expect(describeInterval(seconds)).toBe(expected);
  });
});
