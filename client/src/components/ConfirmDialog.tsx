import { Button, Text } from '@chakra-ui/react';
import { DialogFrame } from './DialogFrame';
import { useComponentsT } from './i18n';
import { toast } from './toast';

export type ConfirmDialogProps = {
  readonly open: boolean;
  readonly title: string;
  readonly body: string | null;
  /** The confirming button's label ("Delete", "Stop sharing"). */
  readonly confirm: string;
  readonly loading: boolean;
  readonly onConfirm: () => Promise<void>;
  /** The success toast's title, and its description if any. */
  readonly done: string;
  readonly doneDescription?: string;
  /** The error toast's description, or how to word it from what `onConfirm` threw (a server's message). */
  readonly failed: string | ((error: unknown) => string);
  readonly onClose: () => void;
};

/** Asks before something that cannot be undone; says how it went in a toast. */
export function ConfirmDialog({
  open,
  title,
  body,
  confirm,
  loading,
  onConfirm,
  done,
  doneDescription,
  failed,
  onClose,
}: ConfirmDialogProps) {
  const t = useComponentsT();
  const run = async () => {
    try {
      await onConfirm();
      toast({ title: done, description: doneDescription, type: 'success' });
      onClose();
    } catch (error) {
      toast({
        title: t('dialog.error'),
        description: typeof failed === 'function' ? failed(error) : failed,
        type: 'error',
      });
    }
  };
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={title}
      role="alertdialog"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button colorPalette="red" loading={loading} onClick={run}>
            {confirm}
          </Button>
        </>
      }
    >
      <Text>{body}</Text>
    </DialogFrame>
  );
}

type StopSharingDialogProps = Pick<ConfirmDialogProps, 'open' | 'loading' | 'onConfirm' | 'onClose'> & {
  /** The plan's title, or null while no plan is picked. */
  readonly title: string | null;
};

/** "Stop sharing": the same question and answers wherever a share link can be ended. */
export function StopSharingDialog({ title, ...props }: StopSharingDialogProps) {
  const t = useComponentsT();
  return (
    <ConfirmDialog
      {...props}
      title={t('stopSharing.title')}
      body={title ? t('stopSharing.body', { title }) : null}
      confirm={t('stopSharing.confirm')}
      done={t('stopSharing.done')}
      doneDescription={t('stopSharing.doneDescription')}
      failed={t('stopSharing.failed')}
    />
  );
}
