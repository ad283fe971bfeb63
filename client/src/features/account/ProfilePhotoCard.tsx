import { Avatar, Button, Card, CloseButton, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { CameraIcon } from '../../components/icons';
import { isRefusal, serverErrorFor } from '../../components/server-errors';
import { TextField } from '../../components/TextField';
import { useForm } from '../../components/useForm';
import { toast } from '../../components/toast';
import type { AccountPage_UserFragment } from '../../gql/graphql';
import { useUpdateProfile } from './useUpdateProfile';
import { useAccountT } from './i18n';

const WEB_ADDRESS = /^https?:\/\/\S+$/i;

/** The avatar (initials until a photo is set) and Change Photo, which takes the web address of a picture. */
export function ProfilePhotoCard({
  user,
  onSaved,
}: {
  user: AccountPage_UserFragment;
  onSaved: (user: AccountPage_UserFragment) => void;
}) {
  const { updateProfile, savingProfile } = useUpdateProfile();
  const [open, setOpen] = useState(false);
  const t = useAccountT();

  const save = async (profilePictureUrl: string) => {
    const result = await updateProfile({ name: user.name, email: user.email ?? '', profilePictureUrl });
    if (!result.ok) {
      // The dialog has one field: a refusal goes under it, whichever field the server named.
      const refused = serverErrorFor(result.error, []);
      const reason = isRefusal(refused) ? refused.message : null;
      if (reason) form.showErrors({ profilePictureUrl: reason });
      toast({
        title: t('error'),
        description: reason ? `${t('profile.failed')} ${reason}` : t('profile.failed'),
        type: 'error',
      });
      return;
    }
    onSaved(result.user);
    setOpen(false);
    toast({ title: t('profile.updatedTitle'), description: t('profile.updatedDescription'), type: 'success' });
  };

  const form = useForm({
    initial: { profilePictureUrl: user.profilePictureUrl },
    rules: { profilePictureUrl: (value) => (WEB_ADDRESS.test(value.trim()) ? null : t('photo.invalid')) },
    onSubmit: (values) => save(values.profilePictureUrl.trim()),
  });

  const openDialog = (next: boolean) => {
    form.reset({ profilePictureUrl: user.profilePictureUrl });
    setOpen(next);
  };

  return (
    <Card.Root variant="outline">
      <Card.Body>
        <Stack align="center" gap="3" textAlign="center">
          <Avatar.Root size="2xl" colorPalette="brand">
            <Avatar.Fallback name={user.name} />
            {user.profilePictureUrl ? <Avatar.Image src={user.profilePictureUrl} alt="" /> : null}
          </Avatar.Root>
          <Stack gap="0" minW="0" maxW="full">
            <Text fontWeight="semibold" fontSize="lg" overflowWrap="anywhere">
              {user.name}
            </Text>
            <Text color="fg.muted" fontSize="sm" overflowWrap="anywhere">
              {user.email ?? user.username}
            </Text>
          </Stack>
          <Dialog.Root open={open} onOpenChange={(details) => openDialog(details.open)} placement="center">
            <Dialog.Trigger asChild>
              <Button variant="outline" size="sm">
                <CameraIcon />
                {t('photo.change')}
              </Button>
            </Dialog.Trigger>
            <Portal>
              <Dialog.Backdrop />
              <Dialog.Positioner px="4">
                <Dialog.Content>
                  <form onSubmit={form.handleSubmit} noValidate>
                    <Dialog.Header>
                      <Dialog.Title>{t('photo.change')}</Dialog.Title>
                    </Dialog.Header>
                    <Dialog.Body>
                      <TextField
                        label={t('photo.address')}
                        type="url"
                        placeholder="https://example.com/me.jpg"
                        helperText={t('photo.addressHint')}
                        {...form.bind('profilePictureUrl')}
                      />
                    </Dialog.Body>
                    <Dialog.Footer>
                      <HStack gap="2" wrap="wrap" justify="flex-end">
                        {user.profilePictureUrl ? (
                          <Button
                            variant="ghost"
                            colorPalette="red"
                            disabled={savingProfile}
                            onClick={() => void save('')}
                          >
                            {t('photo.remove')}
                          </Button>
                        ) : null}
                        <Dialog.ActionTrigger asChild>
                          <Button variant="outline">{t('profile.cancel')}</Button>
                        </Dialog.ActionTrigger>
                        <Button type="submit" disabled={savingProfile}>
                          {savingProfile ? t('profile.saving') : t('photo.save')}
                        </Button>
                      </HStack>
                    </Dialog.Footer>
                  </form>
                  <Dialog.CloseTrigger asChild>
                    <CloseButton size="sm" aria-label={t('photo.close')} />
                  </Dialog.CloseTrigger>
                </Dialog.Content>
              </Dialog.Positioner>
            </Portal>
          </Dialog.Root>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
