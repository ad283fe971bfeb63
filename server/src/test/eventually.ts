/**
 * Waits until `check` holds, for up to 10 s: for what arrives through PostgreSQL's notifications (the change feed),
 * which on a busy machine may take a moment. Resolves with whether it came.
 */
export async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}
