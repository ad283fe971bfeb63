import { Button, chakra, Stack, Text } from '@chakra-ui/react';
import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useI18n } from '../../lib/i18n/i18n';
import { plannerPath } from '../../lib/planner-link';

// Plain elements rather than Chakra's Field and Textarea (and the form hook): one field with no rules needs none of
// their machinery, and the home route's JavaScript budget has room for the interface's languages instead.
const Label = chakra('label');
const TextArea = chakra('textarea');

/**
 * Spec §4–5: no required or length rule; submitting always goes to the planner with the text, in its address (so it
 * survives signing in on the way), where the planner reads the days, month, people, budget and places it names.
 */
export function TripQueryForm({ signedIn }: { signedIn: boolean }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(plannerPath({ trip: String(new FormData(event.currentTarget).get('tripQuery') ?? '') }));
  };

  return (
    <Stack
      asChild
      gap="4"
      p={{ base: 5, md: 8 }}
      rounded="2xl"
      bg="bg"
      shadow="md"
      borderWidth="1px"
      maxW="3xl"
      mx="auto"
      mb={{ base: 10, md: 14 }}
    >
      <form onSubmit={submit} aria-label={t('home.tripFormLabel')}>
        <Stack gap="1.5">
          <Label htmlFor={`${id}-query`} fontSize="lg" fontWeight="semibold">
            {t('home.tripFormLabel')}
          </Label>
          <Text id={`${id}-hint`} color="fg.muted" fontSize="md">
            {signedIn ? t('home.tripFormHintSignedIn') : t('home.tripFormHintSignedOut')}
          </Text>
          <TextArea
            id={`${id}-query`}
            name="tripQuery"
            aria-describedby={`${id}-hint`}
            placeholder={t('home.tripFormPlaceholder')}
            rows={3}
            w="full"
            px="4"
            py="3"
            fontSize="md"
            rounded="l2"
            borderWidth="1px"
            borderColor="border"
            bg="bg"
            resize="vertical"
            _placeholder={{ color: 'fg.subtle' }}
            _focusVisible={{
              outline: '2px solid',
              outlineColor: 'colorPalette.focusRing',
              outlineOffset: '0',
              borderColor: 'colorPalette.focusRing',
            }}
          />
        </Stack>
        <Button type="submit" size="lg" colorPalette="accent" alignSelf={{ base: 'stretch', sm: 'flex-end' }}>
          {t('home.tripFormSubmit')}
        </Button>
      </form>
    </Stack>
  );
}
