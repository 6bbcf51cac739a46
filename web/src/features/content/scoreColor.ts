/** Spec part 1 section 9: score colour bands (a topic's score is divided by 10 first). */
export const SCORE_BANDS = [0.1, 0.5, 1, 5, 10, 50, 100, 500, 1000, 10000] as const;

// One colour per band, from quiet to hot; semantic tokens, so every theme keeps its contrast.
const BAND_COLORS = ["fg.subtle", "fg.muted", "gray.fg", "blue.fg", "cyan.fg", "teal.fg", "green.fg", "yellow.fg", "orange.fg", "red.fg", "purple.fg"] as const;

/** How many band thresholds the score reaches: 0 below 0.1, 10 at 10,000 and above. */
export function scoreBand(score: number, kind: "item" | "topic" = "item"): number {
  const value = kind === "topic" ? score / 10 : score;
  return SCORE_BANDS.filter((threshold) => value >= threshold).length;
}

/** The text colour token for a score. */
export function scoreColor(score: number, kind: "item" | "topic" = "item"): (typeof BAND_COLORS)[number] {
  return BAND_COLORS[scoreBand(score, kind)]!;
}
