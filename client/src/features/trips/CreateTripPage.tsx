import { Box, Button, Container, Flex, Heading, IconButton, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { FormField } from '../../components/FormField';
import { isRefusal } from '../../components/server-errors';
import { toast } from '../../components/toaster';
import { useForm } from '../../components/useForm';
import { CreateTripDocument, DashboardRouteQueryDocument } from './documents';

export const END_BEFORE_START = 'End date must be after start date';

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

const emptyTrip: TripForm = { startingLocation: '', stops: [''], finalDestination: '', travelers: '1', startDate: '', endDate: '', budget: 0 };

/** Spec §5: travelers never below 1; anything that is not a number becomes 1. */
export function parseTravelers(text: string): number {
  const value = Number.parseInt(text, 10);
  return Number.isNaN(value) || value < 1 ? 1 : value;
}

/** The spec's one date rule: when both dates are set, the end must come after the start. */
export const datesInvalid = (startDate: string, endDate: string) => Boolean(startDate && endDate && endDate <= startDate);

/** Create a New Trip: the spec's form, saved to the account (the spec only logged it), then on to the dashboard. */
export function CreateTripPage() {
  const navigate = useNavigate();
  const [createTrip] = useMutation(CreateTripDocument, { refetchQueries: [DashboardRouteQueryDocument] });
  const form = useForm({
    initial: emptyTrip,
    rules: { endDate: (endDate, trip) => (datesInvalid(trip.startDate, endDate) ? END_BEFORE_START : null) },
    // The date message shows as soon as a date makes it so, not only on Save.
    live: ['endDate'],
    onSubmit: async (trip) => {
      try {
        await createTrip({
          variables: {
            input: {
              startingLocation: trip.startingLocation,
              stops: trip.stops.map((stop) => stop.trim()).filter(Boolean),
              finalDestination: trip.finalDestination,
              travelers: parseTravelers(trip.travelers),
              startDate: trip.startDate || null,
              endDate: trip.endDate || null,
              budget: trip.budget,
            },
          },
        });
        form.reset(emptyTrip);
        toast({ title: 'Trip saved', description: 'Find it on your dashboard.', type: 'success' });
        navigate('/dashboard');
      } catch (error) {
        // Only a refusal's message is for people; a crash's or the network's is not.
        const refused = form.showServerError(error);
        if (!refused?.field) form.setNotice({ kind: 'error', text: isRefusal(refused) ? refused.message : 'Could not save the trip. Please try again.' });
      }
    },
  });
  const trip = form.values;
  const setStops = (stops: string[]) => form.setValue('stops', stops);

  return (
    <Container maxW="3xl" py={{ base: 8, md: 12 }}>
      <title>Create a New Trip · TripMate</title>
      <Flex justify="space-between" align="center" mb="6" gap="4" wrap="wrap">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Create a New Trip
        </Heading>
        <Button asChild variant="ghost">
          <RouterLink to="/dashboard">Back to Dashboard</RouterLink>
        </Button>
      </Flex>
      <Box bg="bg" borderWidth="1px" rounded="2xl" p={{ base: 5, md: 8 }} shadow="sm">
        <form onSubmit={form.handleSubmit} noValidate aria-label="Create a New Trip">
        <Stack gap="5">
          <FormField label="Starting Location" required {...form.field('startingLocation')}>
            <Input {...form.control('startingLocation')} placeholder="Colombo" required />
          </FormField>

          <Box as="fieldset">
            <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
              Stops
            </Text>
            <Stack gap="2">
              {trip.stops.map((stop, index) => (
                <Flex key={index} gap="2">
                  <Input aria-label={`Stop ${index + 1}`} value={stop} onChange={(e) => setStops(trip.stops.map((old, i) => (i === index ? e.target.value : old)))} placeholder={index === 0 ? 'Kandy' : 'Another stop'} />
                  <IconButton
                    aria-label={`Remove stop ${index + 1}`}
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
              Add Stop
            </Button>
          </Box>

          <FormField label="Final Destination" required {...form.field('finalDestination')}>
            <Input {...form.control('finalDestination')} placeholder="Ella" required />
          </FormField>

          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
            <FormField label="Travelers" {...form.field('travelers')}>
              <Input type="number" inputMode="numeric" min={1} {...form.control('travelers')} onBlur={() => form.setValue('travelers', String(parseTravelers(trip.travelers)))} />
            </FormField>
            <FormField label="Budget (LKR)" {...form.field('budget')}>
              <Input type="number" inputMode="numeric" min={0} name="budget" value={trip.budget} onChange={(e) => form.setValue('budget', Math.max(0, Math.trunc(Number(e.target.value) || 0)))} />
            </FormField>
            <FormField label="Start Date" {...form.field('startDate')}>
              <Input type="date" {...form.control('startDate')} />
            </FormField>
            <FormField label="End Date" {...form.field('endDate')}>
              <Input type="date" {...form.control('endDate')} />
            </FormField>
          </SimpleGrid>

          {form.notice ? (
            <Text role="alert" color="fg.error">
              {form.notice.text}
            </Text>
          ) : null}
          <Button type="submit" colorPalette="brand" loading={form.submitting} loadingText="Saving..." alignSelf="flex-start">
            Save Trip
          </Button>
        </Stack>
        </form>
      </Box>
    </Container>
  );
}
