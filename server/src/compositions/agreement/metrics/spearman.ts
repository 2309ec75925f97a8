/**
 * Spearman's rank correlation as scipy's `spearmanr`: both lists are ranked (tied values share the average of
 * the ranks they span), then correlated (Pearson). NaN when either list is constant, as scipy answers.
 */
export function spearmanRho(first: readonly number[], second: readonly number[]): number {
  if (first.length !== second.length) throw new Error('spearmanRho needs two lists of the same length');
  if (first.length < 2) return Number.NaN;
  return pearson(averageRanks(first), averageRanks(second));
}

/** 1-based ranks, ties given the mean of the ranks they occupy (scipy's `rankdata(method='average')`). */
export function averageRanks(values: readonly number[]): number[] {
  const order = values.map((_, index) => index).sort((a, b) => values[a] - values[b]);
  const ranks = new Array<number>(values.length);
  let start = 0;
  while (start < order.length) {
    let end = start + 1;
    while (end < order.length && values[order[end]] === values[order[start]]) end++;
    // Positions start..end-1 hold equal values: ranks start+1..end, whose mean is (start + 1 + end) / 2.
    const rank = (start + 1 + end) / 2;
    for (let position = start; position < end; position++) ranks[order[position]] = rank;
    start = end;
  }
  return ranks;
}

function pearson(x: readonly number[], y: readonly number[]): number {
  const n = x.length;
  const meanX = x.reduce((sum, value) => sum + value, 0) / n;
  const meanY = y.reduce((sum, value) => sum + value, 0) / n;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (let i = 0; i < n; i++) {
    const dx = x[i] - meanX;
    const dy = y[i] - meanY;
    sxx += dx * dx;
    syy += dy * dy;
    sxy += dx * dy;
  }
  if (sxx === 0 || syy === 0) return Number.NaN;
  return Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy)));
}
