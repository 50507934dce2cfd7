/**
 * How many reviews reached each whole-star level, 5 down to 1. A half star counts with the whole
 * stars it reached (4.5 → 4, 0.5 → 1), as the server counts them: no bar shows a review as better
 * than it was, so the bars never sit above the average shown beside them.
 */
export function ratingDistribution(stars: number[]): { level: number; count: number }[] {
  const counts = [0, 0, 0, 0, 0];
  for (const value of stars) {
    const level = Math.min(Math.max(Math.floor(value), 1), 5);
    counts[level - 1]! += 1;
  }
  return [5, 4, 3, 2, 1].map((level) => ({ level, count: counts[level - 1]! }));
}
