import { Button, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { toast } from '../../components/toast';
import type { AccountPage_UserFragment } from '../../gql/graphql';
import { SidePanelCard } from './SidePanelCard';
import { useSignOutEverywhere } from './useSignOutEverywhere';
import { useAccountT } from './i18n';

/** Everything the server keeps about the person, as a JSON file. */
function downloadData(user: AccountPage_UserFragment) {
  // Apollo's type names are the client's business, not the person's data.
  const json = JSON.stringify(user, (key, value: unknown) => (key === '__typename' ? undefined : value), 2);
  const blob = new Blob([json], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'tripmate-my-data.json';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function AccountActionsCard({ user, onSignedOut }: { user: AccountPage_UserFragment; onSignedOut: () => void }) {
  const { signOutEverywhere, signingOutEverywhere } = useSignOutEverywhere();
  const deleteNoteId = useId();
  const t = useAccountT();

  const onSignOutEverywhere = async () => {
    const message = await signOutEverywhere();
    if (message === null) {
      toast({ title: t('error'), description: t('actions.signOutFailed'), type: 'error' });
      return;
    }
    // The server revoked this browser's token too.
    onSignedOut();
    toast({ title: t('actions.signedOut'), description: message, type: 'success' });
  };

  return (
    <SidePanelCard title={t('actions.title')}>
      <Button variant="outline" onClick={() => downloadData(user)}>
        {t('actions.download')}
      </Button>
      <Button variant="outline" onClick={() => void onSignOutEverywhere()} disabled={signingOutEverywhere}>
        {signingOutEverywhere ? t('actions.signingOut') : t('actions.signOutEverywhere')}
      </Button>
      <Stack gap="1">
        {/* The server has no account deletion yet; the button says where to go instead of doing nothing. */}
        <Button variant="outline" colorPalette="red" disabled aria-describedby={deleteNoteId}>
          {t('actions.delete')}
        </Button>
        <Text id={deleteNoteId} fontSize="xs" color="fg.muted" textAlign="center">
          {t('actions.deleteNote')}
        </Text>
      </Stack>
    </SidePanelCard>
  );
}
