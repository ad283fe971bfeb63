import { Box, Button, Container, Flex, Heading, IconButton, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useRef } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { FormField } from '../../components/FormField';
import { isRefusal } from '../../components/server-errors';
import { toast } from '../../components/toast';
import { useForm } from '../../components/useForm';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { CreateTripDocument, DashboardRouteQueryDocument } from './documents';
import { useTripsT } from './i18n';

// Spec §5's date message is the catalogue's create.endBeforeStart.

type TripForm = {
  startingLocation: string;
  stops: string[];
  finalDestination: string;
  /** As typed; read with parseTravelers, so the field can be cleared while typing. */
  travelers: string;
  startDate: string;
  endDate: string;
  budget: number;
};

const emptyTrip: TripForm = {
  startingLocation: '',
  stops: [''],
  finalDestination: '',
  travelers: '1',
  startDate: '',
  endDate: '',
  budget: 0,
};

/** Spec §5: travelers never below 1; anything that is not a number becomes 1. */
export function parseTravelers(text: string): number {
  const value = Number.parseInt(text, 10);
  return Number.isNaN(value) || value < 1 ? 1 : value;
}

/** The spec's one date rule: when both dates are set, the end must come after the start. */
export const datesInvalid = (startDate: string, endDate: string) =>
  Boolean(startDate && endDate && endDate <= startDate);

/** Create a New Trip: the spec's form, saved to the account (the spec only logged it), then on to the dashboard. */
export function CreateTripPage() {
  const navigate = useNavigate();
  const t = useTripsT();
  const [createTrip] = useMutation(CreateTripDocument, { refetchQueries: [DashboardRouteQueryDocument] });
  const sent = useRef<{ input: string; key: string }>(undefined);
  const form = useForm({
    initial: emptyTrip,
    rules: { endDate: (endDate, trip) => (datesInvalid(trip.startDate, endDate) ? t('create.endBeforeStart') : null) },
    // The date message shows as soon as a date makes it so, not only on Save.
    live: ['endDate'],
    onSubmit: async (trip) => {
      const input = {
        startingLocation: trip.startingLocation,
        stops: trip.stops.map((stop) => stop.trim()).filter(Boolean),
        finalDestination: trip.finalDestination,
        travelers: parseTravelers(trip.travelers),
        startDate: trip.startDate || null,
        endDate: trip.endDate || null,
        budget: trip.budget,
      };
      // Saving the same trip again (after an answer lost on the way) sends the same key: the server makes it once.
      const text = JSON.stringify(input);
      if (sent.current?.input !== text) sent.current = { input: text, key: newIdempotencyKey() };
      try {
        await createTrip({ variables: { input, idempotencyKey: sent.current.key } });
        form.reset(emptyTrip);
        toast({ title: t('create.savedTitle'), description: t('create.savedDescription'), type: 'success' });
        navigate('/dashboard');
      } catch (error) {
        // Only a refusal's message is for people; a crash's or the network's is not.
        const refused = form.showServerError(error);
        if (!refused?.field)
          form.setNotice({ kind: 'error', text: isRefusal(refused) ? refused.message : t('create.saveFailed') });
      }
    },
  });
  const trip = form.values;
  const setStops = (stops: string[]) => form.setValue('stops', stops);

  return (
    <Container maxW="3xl" py={{ base: 8, md: 12 }}>
      <title>{t('create.pageTitle')}</title>
      <Flex justify="space-between" align="center" mb="6" gap="4" wrap="wrap">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {t('create.heading')}
        </Heading>
        <Button asChild variant="ghost">
          <RouterLink to="/dashboard">{t('create.back')}</RouterLink>
        </Button>
      </Flex>
      <Box bg="bg" borderWidth="1px" rounded="2xl" p={{ base: 5, md: 8 }} shadow="sm">
        <form onSubmit={form.handleSubmit} noValidate aria-label={t('create.heading')}>
          <Stack gap="5">
            <FormField label={t('create.starting')} required {...form.field('startingLocation')}>
              <Input {...form.control('startingLocation')} placeholder={t('create.startingPlaceholder')} required />
            </FormField>

            <Box as="fieldset">
              <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
                {t('create.stops')}
              </Text>
              <Stack gap="2">
                {trip.stops.map((stop, index) => (
                  <Flex key={index} gap="2">
                    <Input
                      aria-label={t('create.stop', { n: String(index + 1) })}
                      value={stop}
                      onChange={(e) => setStops(trip.stops.map((old, i) => (i === index ? e.target.value : old)))}
                      placeholder={index === 0 ? t('create.firstStopPlaceholder') : t('create.anotherStop')}
                    />
                    <IconButton
                      aria-label={t('create.removeStop', { n: String(index + 1) })}
                      variant="outline"
                      disabled={trip.stops.length === 1}
                      onClick={() => setStops(trip.stops.filter((_, i) => i !== index))}
                    >
                      ×
                    </IconButton>
                  </Flex>
                ))}
              </Stack>
              <Button mt="2" size="sm" variant="outline" onClick={() => setStops([...trip.stops, ''])}>
                {t('create.addStop')}
              </Button>
            </Box>

            <FormField label={t('create.final')} required {...form.field('finalDestination')}>
              <Input {...form.control('finalDestination')} placeholder={t('create.finalPlaceholder')} required />
            </FormField>

            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
              <FormField label={t('create.travelers')} {...form.field('travelers')}>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  {...form.control('travelers')}
                  onBlur={() => form.setValue('travelers', String(parseTravelers(trip.travelers)))}
                />
              </FormField>
              <FormField label={t('create.budget')} {...form.field('budget')}>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  name="budget"
                  value={trip.budget}
                  onChange={(e) => form.setValue('budget', Math.max(0, Math.trunc(Number(e.target.value) || 0)))}
                />
              </FormField>
              <FormField label={t('create.startDate')} {...form.field('startDate')}>
                <Input type="date" {...form.control('startDate')} />
              </FormField>
              <FormField label={t('create.endDate')} {...form.field('endDate')}>
                <Input type="date" {...form.control('endDate')} />
              </FormField>
            </SimpleGrid>

            {form.notice ? (
              <Text role="alert" color="fg.error">
                {form.notice.text}
              </Text>
            ) : null}
            <Button
              type="submit"
              colorPalette="brand"
              loading={form.submitting}
              loadingText={t('create.saving')}
              alignSelf="flex-start"
            >
              {t('create.save')}
            </Button>
          </Stack>
        </form>
      </Box>
    </Container>
  );
}
