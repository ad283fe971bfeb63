import { Portal, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';
import { useEffect } from 'react';

/** The spec shows one toast at a time, each for 5 seconds unless it says otherwise. */
const toaster = createToaster({ placement: 'top-end', max: 1, duration: 5000, pauseOnPageIdle: true });

export type ToastOptions = {
  title: string;
  description?: string;
  type?: 'success' | 'error' | 'info' | 'warning';
  duration?: number;
};

/**
 * The toaster loads after the first paint; a toast raised before it is mounted (a page reporting an error as it
 * opens) waits for it instead of being lost. Only the newest waits: one toast at a time.
 */
let mounted = false;
let waiting: ToastOptions | null = null;

/** The newest toast replaces the one showing (spec §9: one at a time), so news never waits behind old news. */
export function toast(options: ToastOptions): void {
  if (!mounted) {
    waiting = options;
    return;
  }
  const { title, description, type = 'info', duration } = options;
  toaster.remove();
  toaster.create({ title, description, type, duration });
}

/** For tests: a toast must not outlive the test that raised it. */
export function removeAllToasts() {
  waiting = null;
  toaster.remove();
}

/** Rendered once, by the app; features call `toast()`. */
export function Toaster() {
  useEffect(() => {
    mounted = true;
    // On the next tick: StrictMode mounts effects twice, and a toast raised between the two would be dropped.
    const flush = setTimeout(() => {
      const early = waiting;
      waiting = null;
      if (early) toast(early);
    }, 0);
    return () => {
      mounted = false;
      clearTimeout(flush);
    };
  }, []);
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(item) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {item.title ? <Toast.Title>{item.title}</Toast.Title> : null}
              {item.description ? <Toast.Description>{item.description}</Toast.Description> : null}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
