import { Portal, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';
import { useEffect } from 'react';
import { attachToastDisplay, showWaitingToast, type ToastDisplay } from './toast';

/** The spec shows one toast at a time, each for 5 seconds unless it says otherwise. */
const toaster = createToaster({ placement: 'top-end', max: 1, duration: 5000, pauseOnPageIdle: true });

/** The newest toast replaces the one showing (spec §9: one at a time), so news never waits behind old news. */
const display: ToastDisplay = {
  show({ title, description, type = 'info', duration, action }) {
    toaster.remove();
    toaster.create({ title, description, type, duration, ...(action ? { action } : {}) });
  },
  removeAll: () => toaster.remove(),
};

/** Rendered by the app once the first toast is raised (components/toast.ts); features call `toast()`. */
export function Toaster() {
  useEffect(() => {
    attachToastDisplay(display);
    // On the next tick: StrictMode mounts effects twice, and a toast shown between the two would be dropped.
    const flush = setTimeout(showWaitingToast, 0);
    return () => {
      attachToastDisplay(null);
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
            {item.action ? <Toast.ActionTrigger>{item.action.label}</Toast.ActionTrigger> : null}
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
