import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a page's `total` parts below its first screen to render: none at first, then one more per task, each
 * as a transition. No single task builds the whole page, so a slow phone stays responsive while the page starts.
 * `all` (e.g. a link pointing into the page) renders every part at once.
 */
export function useStagedMount(total: number, all = false): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (all || shown >= total) return undefined;
    const timer = setTimeout(() => startTransition(() => setShown((n) => n + 1)), 0);
    return () => clearTimeout(timer);
  }, [all, shown, total]);
  return all ? total : shown;
}
