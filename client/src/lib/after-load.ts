/**
 * Runs `then` once the page has settled: `delayMs` after its load event, when the browser is next idle (at most two
 * seconds later). For work a first visit need not wait for and should not compete with: the service worker's
 * downloads, the toaster. Answers how to cancel it.
 */
export function whenSettled(then: () => void, delayMs: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const start = () => {
    timer = setTimeout(() => {
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(then, { timeout: 2000 });
      else then();
    }, delayMs);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
