/**
 * `toast()` for every feature, without the toaster: Chakra's toast machinery (with its portal, about 18 KB gzip)
 * loads only when the first toast is raised, so a visit that raises none never downloads it. Until the toaster is
 * mounted, the newest toast waits for it (one toast at a time, spec §9), and the app is told to mount it.
 */
export type ToastOptions = {
  title: string;
  description?: string;
  type?: 'success' | 'error' | 'info' | 'warning';
  duration?: number;
  /** A button in the toast (Undo after a removal); pressing it closes the toast. */
  action?: { label: string; onClick: () => void };
};

/** What the mounted toaster does with a toast, and how it clears them. */
export type ToastDisplay = { show(options: ToastOptions): void; removeAll(): void };

let display: ToastDisplay | null = null;
let waiting: ToastOptions | null = null;
let requested = false;
const listeners = new Set<() => void>();

export function toast(options: ToastOptions): void {
  if (display) {
    display.show(options);
    return;
  }
  waiting = options;
  requestToaster();
}

/**
 * Asks the app to mount the toaster: on the first toast, or earlier when the page has settled (so that first toast
 * shows at once). The tests ask at start-up, as the app did before the toaster loaded on demand.
 */
export function requestToaster(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

/** True once a toast has been raised: from then on the app keeps the toaster mounted. */
export function toastRequested(): boolean {
  return requested;
}

export function onToastRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the toaster as it mounts (with how to show toasts) and unmounts (with null). */
export function attachToastDisplay(next: ToastDisplay | null): void {
  display = next;
}

/** Shows the toast raised before the toaster was mounted, if any. */
export function showWaitingToast(): void {
  const early = waiting;
  waiting = null;
  if (early && display) display.show(early);
}

/** For tests: a toast must not outlive the test that raised it. */
export function removeAllToasts(): void {
  waiting = null;
  display?.removeAll();
}
