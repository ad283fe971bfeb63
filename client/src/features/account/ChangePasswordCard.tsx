import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { type FormEvent } from 'react';
import { TextField } from '../../components/TextField';
import { toast } from '../../components/toaster';
import { useFormFields } from '../../lib/useFormFields';
import { useChangePassword } from './useChangePassword';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const fieldOrder: readonly Field[] = ['currentPassword', 'newPassword', 'confirmPassword'];
const emptyForm: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Spec §5: no checks here, the server decides. A changed password comes with a new token, kept by `onChanged`. */
export function ChangePasswordCard({ hasPassword, onChanged }: { hasPassword: boolean; onChanged: (token: string) => void }) {
  const { changePassword, changingPassword } = useChangePassword();
  const { values, bind, show, reset } = useFormFields<Field>(emptyForm, fieldOrder);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (changingPassword) return;
    const form = event.currentTarget;
    const result = await changePassword(values);
    if (!result.ok) {
      toast({ title: 'Error', description: result.message ?? 'Failed to update password. Please try again.', type: 'error' });
      const field = fieldOrder.find((candidate) => candidate === result.field);
      if (result.message && field) show(form, { [field]: result.message });
      return;
    }
    onChanged(result.token);
    reset(emptyForm);
    toast({ title: 'Success!', description: 'Your password has been updated successfully.', type: 'success' });
  };

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
          <form onSubmit={onSubmit} noValidate aria-labelledby="change-password-heading">
            <Stack gap="4" maxW="md">
              <TextField label="Current Password" type="password" autoComplete="current-password" {...bind('currentPassword')} />
              <TextField label="New Password" type="password" autoComplete="new-password" {...bind('newPassword')} />
              <TextField label="Confirm New Password" type="password" autoComplete="new-password" {...bind('confirmPassword')} />
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
