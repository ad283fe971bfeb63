import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { GitHubIcon, GoogleIcon } from '../../components/icons';
import type { AuthProvider } from '../../gql/graphql';
import { providerNames, useStartProviderConnection } from './useProviderConnection';
import { SidePanelCard } from './SidePanelCard';
import { useAccountT } from './i18n';

const icons: Record<AuthProvider, ReactNode> = { GOOGLE: <GoogleIcon />, GITHUB: <GitHubIcon /> };

type Option = { provider: AuthProvider; enabled: boolean };

/** Google and GitHub for this account: connected, or a button to connect (only its signed-in owner can). */
export function ConnectedAccountsCard({
  connected,
  options,
}: {
  connected: readonly AuthProvider[];
  options: readonly Option[];
}) {
  const { connect, starting } = useStartProviderConnection();
  const t = useAccountT();
  return (
    <SidePanelCard title={t('connected.title')}>
      {options.map(({ provider, enabled }) => {
        const name = providerNames[provider];
        if (connected.includes(provider)) {
          return (
            <HStack key={provider} justify="space-between">
              <HStack gap="2">
                {icons[provider]}
                <Text>{name}</Text>
              </HStack>
              <Badge colorPalette="green">{t('connected.connected')}</Badge>
            </HStack>
          );
        }
        return (
          <ConnectButton
            key={provider}
            provider={provider}
            enabled={enabled}
            busy={starting}
            onConnect={() => void connect(provider)}
          />
        );
      })}
    </SidePanelCard>
  );
}

function ConnectButton({
  provider,
  enabled,
  busy,
  onConnect,
}: {
  provider: AuthProvider;
  enabled: boolean;
  busy: boolean;
  onConnect: () => void;
}) {
  const noteId = useId();
  const name = providerNames[provider];
  const t = useAccountT();
  return (
    <Stack gap="1">
      <Button
        variant="outline"
        onClick={onConnect}
        disabled={!enabled || busy}
        aria-describedby={enabled ? undefined : noteId}
      >
        {icons[provider]}
        {t('connected.connect', { provider: name })}
      </Button>
      {enabled ? null : (
        <Text id={noteId} fontSize="xs" color="fg.muted" textAlign="center">
          {t('connected.off', { provider: name })}
        </Text>
      )}
    </Stack>
  );
}
