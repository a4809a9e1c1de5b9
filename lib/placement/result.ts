import "server-only";
import { bandSize, placementFromEstimate, roundedEstimate } from "./estimate";
import { wordCount } from "./store";
import type { PlacementResultView } from "./types";

export function resultView(knownWords: number, saved: boolean, resultToken?: string): PlacementResultView {
  const count = wordCount();
  const { band, level } = placementFromEstimate(knownWords, count);
  return {
    about: roundedEstimate(knownWords),
    band,
    firstWord: level + 1,
    lastWord: level + bandSize(band, count),
    saved,
    ...(resultToken ? { resultToken } : {}),
  };
}
