import { Portal, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';

/** The spec shows one toast at a time, each for 5 seconds unless it says otherwise. */
const toaster = createToaster({ placement: 'top-end', max: 1, duration: 5000, pauseOnPageIdle: true });

export type ToastOptions = {
  title: string;
  description?: string;
  type?: 'success' | 'error' | 'info' | 'warning';
  duration?: number;
};

/** The newest toast replaces the one showing (spec §9: one at a time), so news never waits behind old news. */
export function toast({ title, description, type = 'info', duration }: ToastOptions): string {
  toaster.remove();
  return toaster.create({ title, description, type, duration });
}

/** For tests: a toast must not outlive the test that raised it. */
export function removeAllToasts() {
  toaster.remove();
}

/** Rendered once, by the app; features call `toast()`. */
export function Toaster() {
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
