/** How many reviews reached each whole-star level, 5 down to 1 (a half star counts toward the next: 4.5 → 5). */
export function ratingDistribution(stars: number[]): { level: number; count: number }[] {
  const counts = [0, 0, 0, 0, 0];
  for (const value of stars) {
    const level = Math.min(Math.max(Math.ceil(value), 1), 5);
    counts[level - 1]! += 1;
  }
  return [5, 4, 3, 2, 1].map((level) => ({ level, count: counts[level - 1]! }));
}

