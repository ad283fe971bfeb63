import { Button, Card, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { TextField } from '../../components/TextField';
import { toast } from '../../components/toast';
import { isRefusal } from '../../components/server-errors';
import { useForm } from '../../components/useForm';
import type { AccountPage_UserFragment } from '../../gql/graphql';
import { useUpdateProfile } from './useUpdateProfile';
import { useAccountT } from './i18n';

function valuesOf(user: AccountPage_UserFragment) {
  return { name: user.name, email: user.email ?? '' };
}

/** Spec §4: view mode and edit mode (Edit Profile / Cancel); fields disabled unless editing; saving returns to view. */
export function ProfileInformationCard({
  user,
  onSaved,
}: {
  user: AccountPage_UserFragment;
  onSaved: (user: AccountPage_UserFragment) => void;
}) {
  const { updateProfile, savingProfile } = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  const t = useAccountT();
  const form = useForm({
    initial: () => valuesOf(user),
    onSubmit: async (values) => {
      if (!editing) return;
      const result = await updateProfile({
        name: values.name.trim(),
        email: values.email.trim(),
        profilePictureUrl: user.profilePictureUrl,
      });
      if (!result.ok) {
        // Only a refusal's message is for people; a crash's is not.
        const refused = form.showServerError(result.error);
        const reason = isRefusal(refused) ? refused.message : null;
        // Spec §8's message, then the server's reason when it gave one.
        toast({
          title: t('error'),
          description: reason ? `${t('profile.failed')} ${reason}` : t('profile.failed'),
          type: 'error',
        });
        return;
      }
      onSaved(result.user);
      setEditing(false);
      toast({ title: t('profile.updatedTitle'), description: t('profile.updatedDescription'), type: 'success' });
    },
  });

  const startOrCancel = () => {
    // Cancel forgets the edits; Edit starts from what is saved.
    form.reset(valuesOf(user));
    setEditing(!editing);
  };

  // Out of edit mode the fields are disabled and show what is saved.
  const fieldProps = (name: 'name' | 'email') => ({
    ...form.bind(name),
    ...(editing ? {} : { value: valuesOf(user)[name], disabled: true }),
  });

  return (
    <Card.Root as="section" aria-labelledby="profile-information-heading" variant="outline">
      <Card.Header>
        <Flex justify="space-between" align="flex-start" gap="3">
          <Stack gap="1.5">
            <Heading as="h2" id="profile-information-heading" size="lg">
              {t('profile.heading')}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {t('profile.intro')}
            </Text>
          </Stack>
          <Button variant="outline" size="sm" onClick={startOrCancel} disabled={savingProfile} flexShrink={0}>
            {editing ? t('profile.cancel') : t('profile.edit')}
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body>
        <form onSubmit={form.handleSubmit} noValidate aria-labelledby="profile-information-heading">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField label={t('profile.fullName')} autoComplete="name" {...fieldProps('name')} />
            <TextField label={t('profile.email')} type="email" autoComplete="email" {...fieldProps('email')} />
            <TextField
              name="username"
              label={t('profile.username')}
              value={user.username}
              onChange={() => {}}
              disabled
              helperText={t('profile.usernameFixed')}
            />
          </SimpleGrid>
          {editing ? (
            <HStack mt="5" gap="3">
              <Button type="submit" disabled={savingProfile}>
                {savingProfile ? t('profile.saving') : t('profile.save')}
              </Button>
            </HStack>
          ) : null}
        </form>
      </Card.Body>
    </Card.Root>
  );
}
