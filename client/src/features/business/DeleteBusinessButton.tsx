import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { TrashIcon } from '../../components/icons';
import { toast } from '../../components/toast';
import { useBusinessT } from './i18n';
import { useDeleteBusiness } from './useDeleteBusiness';

type DeleteBusinessButtonProps = {
  readonly id: string;
  readonly name: string;
  /** For a listing registered while signed out, opened with its code rather than owned. */
  readonly managementCode?: string | null;
  /** Told once the listing is gone (the edit page leaves for the directory). */
  readonly onDeleted?: () => void;
};

/**
 * Offered on the viewer's own listings and to the holder of a listing's management code; asks before deleting, since
 * a deleted listing cannot come back.
 */
export function DeleteBusinessButton({ id, name, managementCode = null, onDeleted }: DeleteBusinessButtonProps) {
  const t = useBusinessT();
  const [open, setOpen] = useState(false);
  const { deleteBusiness, deleting } = useDeleteBusiness();

  const confirm = async () => {
    const deleted = await deleteBusiness(id, managementCode);
    if (!deleted) {
      toast({ title: t('error'), description: t('delete.failed'), type: 'error' });
      return;
    }
    setOpen(false);
    toast({ title: t('delete.done'), description: t('delete.doneText', { name }), type: 'success' });
    onDeleted?.();
  };

  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} role="alertdialog" placement="center">
      <Dialog.Trigger asChild>
        <Button variant="outline" colorPalette="red" size="xs" aria-label={t('delete.label', { name })}>
          <TrashIcon />
          {t('delete.button')}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('delete.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text overflowWrap="anywhere">{t('delete.body', { name })}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={deleting}>
                  {t('delete.cancel')}
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" onClick={() => void confirm()} disabled={deleting}>
                {deleting ? t('delete.deleting') : t('delete.confirm')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('delete.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
