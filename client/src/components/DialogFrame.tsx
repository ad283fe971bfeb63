import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { useComponentsT } from './i18n';

type DialogFrameProps = {
  readonly open: boolean;
  /** Escape, the backdrop and the close button. */
  readonly onClose: () => void;
  readonly title: string;
  /** The dialog's body. */
  readonly children: ReactNode;
  readonly footer: ReactNode;
  /** An alertdialog asks before something that cannot be undone, and has no close button: Cancel says it. */
  readonly role?: 'dialog' | 'alertdialog';
  /** What has focus when the dialog opens; its first focusable element otherwise. */
  readonly initialFocusEl?: () => HTMLElement | null;
  /** Makes the dialog a form, so Enter in a field submits it; the event is the form's (for useForm's handleSubmit). */
  readonly onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's own rules speak instead of the browser's (useForm). */
  readonly noValidate?: boolean;
};

/** The app's dialog: centred, a title, a body and a footer of buttons. */
export function DialogFrame({
  open,
  onClose,
  title,
  children,
  footer,
  role = 'dialog',
  initialFocusEl,
  onSubmit,
  noValidate,
}: DialogFrameProps) {
  const t = useComponentsT();
  const form = onSubmit
    ? {
        as: 'form' as const,
        noValidate,
        onSubmit: (event: FormEvent<HTMLElement>) => {
          event.preventDefault();
          // Rendered `as: 'form'`, so the element is the form.
          onSubmit(event as FormEvent<HTMLFormElement>);
        },
      }
    : {};
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      role={role}
      placement="center"
      initialFocusEl={initialFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...form}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>{footer}</Dialog.Footer>
            {role === 'dialog' ? (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('dialog.close')} />
              </Dialog.CloseTrigger>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
