import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { TextField } from '../../components/TextField';
import { toast } from '../../components/toaster';
import { useForm } from '../../components/useForm';
import { useChangePassword } from './useChangePassword';

const emptyForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Spec §5: no checks here, the server decides. A changed password comes with a new token, kept by `onChanged`. */
export function ChangePasswordCard({ hasPassword, onChanged }: { hasPassword: boolean; onChanged: (token: string) => void }) {
  const { changePassword, changingPassword } = useChangePassword();
  const form = useForm({
    initial: emptyForm,
    onSubmit: async (values) => {
      const result = await changePassword(values);
      if (!result.ok) {
        toast({ title: 'Error', description: result.message ?? 'Failed to update password. Please try again.', type: 'error' });
        form.showServerError(result.error);
        return;
      }
      onChanged(result.token);
      form.reset(emptyForm);
      toast({ title: 'Success!', description: 'Your password has been updated successfully.', type: 'success' });
    },
  });

  return (
    <Card.Root as="section" aria-labelledby="change-password-heading" variant="outline">
      <Card.Header>
        <Heading as="h2" id="change-password-heading" size="lg">
          Change Password
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {hasPassword
            ? 'Changing it signs you out on your other devices.'
            : 'This account signs in with Google or GitHub and has no password to change.'}
        </Text>
      </Card.Header>
      {hasPassword ? (
        <Card.Body>
          <form onSubmit={form.handleSubmit} noValidate aria-labelledby="change-password-heading">
            <Stack gap="4" maxW="md">
              <TextField label="Current Password" type="password" autoComplete="current-password" {...form.bind('currentPassword')} />
              <TextField label="New Password" type="password" autoComplete="new-password" {...form.bind('newPassword')} />
              <TextField label="Confirm New Password" type="password" autoComplete="new-password" {...form.bind('confirmPassword')} />
              <Button type="submit" alignSelf="flex-start" disabled={changingPassword}>
                {changingPassword ? 'Updating...' : 'Update Password'}
              </Button>
            </Stack>
          </form>
        </Card.Body>
      ) : null}
    </Card.Root>
  );
}
