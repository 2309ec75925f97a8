/** How long a cached answer is trusted before it is fetched again (the specification's durations). */
export const CACHE = {
  large: 600_000,
  medium: 120_000,
  default: 3_000,
} as const;
