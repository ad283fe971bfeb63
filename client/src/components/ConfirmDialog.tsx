import { Button, Text } from '@chakra-ui/react';
import { DialogFrame } from './DialogFrame';
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
export function ConfirmDialog({ open, title, body, confirm, loading, onConfirm, done, doneDescription, failed, onClose }: ConfirmDialogProps) {
  const run = async () => {
    try {
      await onConfirm();
      toast({ title: done, description: doneDescription, type: 'success' });
      onClose();
    } catch (error) {
      toast({ title: 'Error', description: typeof failed === 'function' ? failed(error) : failed, type: 'error' });
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
            Cancel
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
  return (
    <ConfirmDialog
      {...props}
      title="Stop sharing this plan?"
      body={title ? `The link to ${title} will stop working at once, for everyone who has it. Sharing the plan again makes a new link.` : null}
      confirm="Stop sharing"
      done="Sharing stopped"
      doneDescription="The link no longer opens the plan."
      failed="Could not stop sharing the plan. Please try again."
    />
  );
}
