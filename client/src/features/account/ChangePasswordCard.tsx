import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../components/TextField';
import { toast } from '../../components/toaster';
import { useChangePassword } from './useChangePassword';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const emptyForm: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Spec §5: no checks here, the server decides. A changed password comes with a new token, kept by `onChanged`. */
export function ChangePasswordCard({ hasPassword, onChanged }: { hasPassword: boolean; onChanged: (token: string) => void }) {
  const { changePassword, changingPassword } = useChangePassword();
  const [values, setValues] = useState(emptyForm);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (changingPassword) return;
    const result = await changePassword(values);
    if (!result.ok) {
      toast({ title: 'Error', description: result.message ?? 'Failed to update password. Please try again.', type: 'error' });
      if (result.message && result.field && result.field in emptyForm) setErrors({ [result.field]: result.message });
      return;
    }
    onChanged(result.token);
    setValues(emptyForm);
    setErrors({});
    toast({ title: 'Success!', description: 'Your password has been updated successfully.', type: 'success' });
  };

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    error: errors[field],
    type: 'password' as const,
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors(({ [field]: _old, ...rest }) => rest);
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
          <form onSubmit={onSubmit} noValidate aria-labelledby="change-password-heading">
            <Stack gap="4" maxW="md">
              <TextField label="Current Password" autoComplete="current-password" {...bind('currentPassword')} />
              <TextField label="New Password" autoComplete="new-password" {...bind('newPassword')} />
              <TextField label="Confirm New Password" autoComplete="new-password" {...bind('confirmPassword')} />
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
