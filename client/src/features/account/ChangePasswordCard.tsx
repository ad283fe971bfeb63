import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { TextField } from '../../components/TextField';
import { toast } from '../../components/toast';
import { useForm } from '../../components/useForm';
import { useChangePassword } from './useChangePassword';
import { useAccountT } from './i18n';

const emptyForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Spec §5: no checks here, the server decides. A changed password comes with a new token, kept by `onChanged`. */
export function ChangePasswordCard({
  hasPassword,
  onChanged,
}: {
  hasPassword: boolean;
  onChanged: (token: string) => void;
}) {
  const { changePassword, changingPassword } = useChangePassword();
  const t = useAccountT();
  const form = useForm({
    initial: emptyForm,
    onSubmit: async (values) => {
      const result = await changePassword(values);
      if (!result.ok) {
        toast({ title: t('error'), description: result.message ?? t('password.failed'), type: 'error' });
        form.showServerError(result.error);
        return;
      }
      onChanged(result.token);
      form.reset(emptyForm);
      toast({ title: t('password.successTitle'), description: t('password.successDescription'), type: 'success' });
    },
  });

  return (
    <Card.Root as="section" aria-labelledby="change-password-heading" variant="outline">
      <Card.Header>
        <Heading as="h2" id="change-password-heading" size="lg">
          {t('password.heading')}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {hasPassword ? t('password.intro') : t('password.none')}
        </Text>
      </Card.Header>
      {hasPassword ? (
        <Card.Body>
          <form onSubmit={form.handleSubmit} noValidate aria-labelledby="change-password-heading">
            <Stack gap="4" maxW="md">
              <TextField
                label={t('password.current')}
                type="password"
                autoComplete="current-password"
                {...form.bind('currentPassword')}
              />
              <TextField
                label={t('password.new')}
                type="password"
                autoComplete="new-password"
                {...form.bind('newPassword')}
              />
              <TextField
                label={t('password.confirm')}
                type="password"
                autoComplete="new-password"
                {...form.bind('confirmPassword')}
              />
              <Button type="submit" alignSelf="flex-start" disabled={changingPassword}>
                {changingPassword ? t('password.updating') : t('password.update')}
              </Button>
            </Stack>
          </form>
        </Card.Body>
      ) : null}
    </Card.Root>
  );
}
