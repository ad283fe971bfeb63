/**
 * The order to visit n stops in between a start and an end with the least total cost: exact dynamic programming over
 * subsets (Held-Karp), fine for the at most 8 stops the planner and the route query use. `cost(i, j)` is the cost
 * from i to j, where 0..n-1 are the stops, n is the start and n+1 the end. Null when no order is possible.
 */
export function fastestOrder(n: number, cost: (i: number, j: number) => number): number[] | null {
  const t = Array.from({ length: n + 2 }, (_, i) =>
    Array.from({ length: n + 2 }, (__, j) => (i === j ? 0 : cost(i, j))),
  );
  const size = 1 << n;
  const dp = new Float64Array(size * n).fill(Infinity);
  const parent = new Int8Array(size * n).fill(-1);
  for (let j = 0; j < n; j++) dp[(1 << j) * n + j] = t[n]![j]!;
  for (let mask = 1; mask < size; mask++) {
    for (let j = 0; j < n; j++) {
      const here = dp[mask * n + j]!;
      if (!(mask & (1 << j)) || here === Infinity) continue;
      for (let k = 0; k < n; k++) {
        if (mask & (1 << k)) continue;
        const next = (mask | (1 << k)) * n + k;
        const v = here + t[j]![k]!;
        if (v < dp[next]!) {
          dp[next] = v;
          parent[next] = j;
        }
      }
    }
  }
  let best = Infinity;
  let last = -1;
  for (let j = 0; j < n; j++) {
    const v = dp[(size - 1) * n + j]! + t[j]![n + 1]!;
    if (v < best) {
      best = v;
      last = j;
    }
  }
  if (last < 0) return null;
  const order: number[] = [];
  for (let mask = size - 1, j = last; j >= 0;) {
    order.push(j);
    const p = parent[mask * n + j]!;
    mask &= ~(1 << j);
    j = p;
  }
  return order.reverse();
}
