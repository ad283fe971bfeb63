import { Button, Card, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { TextField } from '../../components/TextField';
import { toast } from '../../components/toaster';
import { isRefusal } from '../../components/server-errors';
import { useForm } from '../../components/useForm';
import type { AccountPage_UserFragment } from '../../gql/graphql';
import { useUpdateProfile } from './useUpdateProfile';

const PROFILE_FAILED = 'Could not update profile. Please try again.';

function valuesOf(user: AccountPage_UserFragment) {
  return { name: user.name, email: user.email ?? '' };
}

/** Spec §4: view mode and edit mode (Edit Profile / Cancel); fields disabled unless editing; saving returns to view. */
export function ProfileInformationCard({ user, onSaved }: { user: AccountPage_UserFragment; onSaved: (user: AccountPage_UserFragment) => void }) {
  const { updateProfile, savingProfile } = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  const form = useForm({
    initial: () => valuesOf(user),
    onSubmit: async (values) => {
      if (!editing) return;
      const result = await updateProfile({ name: values.name.trim(), email: values.email.trim(), profilePictureUrl: user.profilePictureUrl });
      if (!result.ok) {
        // Only a refusal's message is for people; a crash's is not.
        const refused = form.showServerError(result.error);
        const reason = isRefusal(refused) ? refused.message : null;
        toast({ title: 'Error', description: reason ? `${PROFILE_FAILED} ${reason}` : PROFILE_FAILED, type: 'error' });
        return;
      }
      onSaved(result.user);
      setEditing(false);
      toast({ title: 'Profile Updated', description: 'Your profile was successfully updated.', type: 'success' });
    },
  });

  const startOrCancel = () => {
    // Cancel forgets the edits; Edit starts from what is saved.
    form.reset(valuesOf(user));
    setEditing(!editing);
  };

  // Out of edit mode the fields are disabled and show what is saved.
  const fieldProps = (name: 'name' | 'email') => ({ ...form.bind(name), ...(editing ? {} : { value: valuesOf(user)[name], disabled: true }) });

  return (
    <Card.Root as="section" aria-labelledby="profile-information-heading" variant="outline">
      <Card.Header>
        <Flex justify="space-between" align="flex-start" gap="3">
          <Stack gap="1.5">
            <Heading as="h2" id="profile-information-heading" size="lg">
              Profile Information
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              Your name and email as TripMate shows them.
            </Text>
          </Stack>
          <Button variant="outline" size="sm" onClick={startOrCancel} disabled={savingProfile} flexShrink={0}>
            {editing ? 'Cancel' : 'Edit Profile'}
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body>
        <form onSubmit={form.handleSubmit} noValidate aria-labelledby="profile-information-heading">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField label="Full Name" autoComplete="name" {...fieldProps('name')} />
            <TextField label="Email" type="email" autoComplete="email" {...fieldProps('email')} />
            <TextField name="username" label="Username" value={user.username} onChange={() => {}} disabled helperText="Your username cannot be changed." />
          </SimpleGrid>
          {editing ? (
            <HStack mt="5" gap="3">
              <Button type="submit" disabled={savingProfile}>
                {savingProfile ? 'Saving...' : 'Save Changes'}
              </Button>
            </HStack>
          ) : null}
        </form>
      </Card.Body>
    </Card.Root>
  );
}
