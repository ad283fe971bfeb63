import { useQuery } from '@apollo/client/react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { GitHubIcon, GoogleIcon } from '../../components/icons';
import { rememberOAuthReturn } from '../../lib/return-path';
import type { AuthProvider } from '../../gql/graphql';
import { SignInOptionsQueryDocument } from './documents';
import { useAuthT } from './i18n';

const providers: { provider: AuthProvider; name: string; icon: ReactNode }[] = [
  { provider: 'GOOGLE', name: 'Google', icon: <GoogleIcon /> },
  { provider: 'GITHUB', name: 'GitHub', icon: <GitHubIcon /> },
];

type ProviderButtonProps = {
  name: string;
  icon: ReactNode;
  verb: 'signIn' | 'signUp';
  startUrl: string | null;
  note: string | null;
  disabled: boolean;
  next: string | null;
};

function ProviderButton({ name, icon, verb, startUrl, note, disabled, next }: ProviderButtonProps) {
  const noteId = useId();
  const t = useAuthT();
  const label = t(verb === 'signIn' ? 'signInWith' : 'signUpWith', { provider: name });
  if (startUrl && !disabled) {
    // A full page navigation: the server answers with a redirect to the provider.
    return (
      <Button asChild variant="outline" w="full">
        <a href={startUrl} onClick={() => rememberOAuthReturn(next)}>
          {icon}
          {label}
        </a>
      </Button>
    );
  }
  return (
    <Stack gap="1">
      <Button variant="outline" w="full" disabled aria-describedby={note ? noteId : undefined}>
        {icon}
        {label}
      </Button>
      {note ? (
        <Text id={noteId} fontSize="xs" color="fg.muted" textAlign="center">
          {note}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Google and GitHub buttons; the server says which are on, and an unconfigured one explains itself. */
/** `disabled` while the form next to them is being sent (spec §4: buttons disabled). */
export function SocialSignInButtons({
  verb,
  disabled = false,
  next = null,
}: {
  verb: 'signIn' | 'signUp';
  disabled?: boolean;
  next?: string | null;
}) {
  const { data, error } = useQuery(SignInOptionsQueryDocument);
  const t = useAuthT();
  return (
    <Stack gap="3">
      {providers.map(({ provider, name, icon }) => {
        const option = data?.signInOptions.find((candidate) => candidate.provider === provider);
        const note = error
          ? t('providerUnknown', { provider: name })
          : data && !option?.enabled
            ? t('providerOff', { provider: name })
            : null;
        return (
          <ProviderButton
            key={provider}
            name={name}
            icon={icon}
            verb={verb}
            startUrl={option?.enabled ? option.startUrl : null}
            note={note}
            disabled={disabled}
            next={next}
          />
        );
      })}
    </Stack>
  );
}
