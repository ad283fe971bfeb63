import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { StopSharingDialog } from '../../../components/ConfirmDialog';
import { CopyLinkField } from '../../../components/CopyLinkField';
import { DialogFrame } from '../../../components/DialogFrame';
import { toast } from '../../../components/toast';
import type { ShareDialog_LinkFragment } from '../../../gql/graphql';
import { usePlannerT } from '../i18n';
import { RevokeTripPlanShareDocument, ShareTripPlanDocument } from './documents';

/** The dashboard's list of shared plans is read again the next time it shows. */
const forgetSharedPlans = (cache: ApolloCache) =>
  void cache.evict({ id: 'ROOT_QUERY', fieldName: 'mySharedTripPlans' });

type ShareButtonProps = {
  readonly planId: string;
  /**
   * Only a saved plan can be shared. For a plan not saved yet, this saves it first and answers whether it did (it
   * says why not itself).
   */
  readonly saveFirst?: () => Promise<boolean>;
};

/** "Share": makes (or finds) the plan's read-only link and shows it, with Copy and Stop sharing. */
export function ShareButton({ planId, saveFirst }: ShareButtonProps) {
  const t = usePlannerT();
  const [shareTripPlan, { loading }] = useMutation(ShareTripPlanDocument, { update: forgetSharedPlans });
  const [link, setLink] = useState<ShareDialog_LinkFragment | null>(null);

  const share = async () => {
    if (saveFirst && !(await saveFirst())) return;
    try {
      const { data } = await shareTripPlan({ variables: { id: planId } });
      if (!data) throw new Error('not shared');
      setLink(data.shareTripPlan);
    } catch {
      toast({ title: t('page.error'), description: t('share.failed'), type: 'error' });
    }
  };

  return (
    <>
      <Button
        variant="outline"
        colorPalette="teal"
        flex={{ sm: '1' }}
        onClick={share}
        loading={loading}
        loadingText={t('share.sharing')}
      >
        {t('share.share')}
      </Button>
      <ShareDialog link={link} onClose={() => setLink(null)} />
    </>
  );
}

function ShareDialog({ link, onClose }: { link: ShareDialog_LinkFragment | null; onClose: () => void }) {
  const t = usePlannerT();
  const [asking, setAsking] = useState(false);
  const copyButton = useRef<HTMLButtonElement>(null);
  const [revoke, { loading }] = useMutation(RevokeTripPlanShareDocument, { update: forgetSharedPlans });

  return (
    <>
      <DialogFrame
        open={link !== null && !asking}
        onClose={onClose}
        title={t('share.title')}
        initialFocusEl={() => copyButton.current}
        footer={
          <Flex w="full" justify="space-between" gap="3" wrap="wrap">
            <Button variant="ghost" colorPalette="red" onClick={() => setAsking(true)}>
              {t('share.stop')}
            </Button>
            <Button variant="outline" onClick={onClose}>
              {t('share.done')}
            </Button>
          </Flex>
        }
      >
        <Stack gap="4">
          <Text>{t('share.explain')}</Text>
          {link ? <CopyLinkField url={link.url} name={link.title} copyRef={copyButton} /> : null}
        </Stack>
      </DialogFrame>
      <StopSharingDialog
        open={link !== null && asking}
        title={link?.title ?? null}
        loading={loading}
        onConfirm={async () => {
          if (!link) return;
          const { data } = await revoke({ variables: { id: link.planId } });
          if (!data) throw new Error('not revoked');
          onClose();
        }}
        // Cancel goes back to the link; after stopping, both dialogs are closed (above).
        onClose={() => setAsking(false)}
      />
    </>
  );
}
