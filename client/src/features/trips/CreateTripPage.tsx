import { Box, Button, Container, Field, Flex, Heading, IconButton, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { toast } from '../../components/toaster';
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
  const [trip, setTrip] = useState<TripForm>(emptyTrip);
  const [dateError, setDateError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [createTrip, { loading }] = useMutation(CreateTripDocument, { refetchQueries: [DashboardRouteQueryDocument] });

  const setDates = (change: Partial<Pick<TripForm, 'startDate' | 'endDate'>>) => {
    const next = { ...trip, ...change };
    setTrip(next);
    setDateError(datesInvalid(next.startDate, next.endDate) ? END_BEFORE_START : null);
  };
  const setStop = (index: number, value: string) => setTrip({ ...trip, stops: trip.stops.map((stop, i) => (i === index ? value : stop)) });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (datesInvalid(trip.startDate, trip.endDate)) {
      setDateError(END_BEFORE_START);
      return;
    }
    setServerError(null);
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
      setTrip(emptyTrip);
      toast({ title: 'Trip saved', description: 'Find it on your dashboard.', type: 'success' });
      navigate('/dashboard');
    } catch (error) {
      setServerError(error instanceof Error && error.message ? error.message : 'Could not save the trip. Please try again.');
    }
  };

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
        <form onSubmit={onSubmit} noValidate aria-label="Create a New Trip">
        <Stack gap="5">
          <Field.Root required>
            <Field.Label>
              Starting Location <Field.RequiredIndicator />
            </Field.Label>
            <Input value={trip.startingLocation} onChange={(e) => setTrip({ ...trip, startingLocation: e.target.value })} placeholder="Colombo" required />
          </Field.Root>

          <Box as="fieldset">
            <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
              Stops
            </Text>
            <Stack gap="2">
              {trip.stops.map((stop, index) => (
                <Flex key={index} gap="2">
                  <Input aria-label={`Stop ${index + 1}`} value={stop} onChange={(e) => setStop(index, e.target.value)} placeholder={index === 0 ? 'Kandy' : 'Another stop'} />
                  <IconButton
                    aria-label={`Remove stop ${index + 1}`}
                    variant="outline"
                    disabled={trip.stops.length === 1}
                    onClick={() => setTrip({ ...trip, stops: trip.stops.filter((_, i) => i !== index) })}
                  >
                    ×
                  </IconButton>
                </Flex>
              ))}
            </Stack>
            <Button mt="2" size="sm" variant="outline" onClick={() => setTrip({ ...trip, stops: [...trip.stops, ''] })}>
              Add Stop
            </Button>
          </Box>

          <Field.Root required>
            <Field.Label>
              Final Destination <Field.RequiredIndicator />
            </Field.Label>
            <Input value={trip.finalDestination} onChange={(e) => setTrip({ ...trip, finalDestination: e.target.value })} placeholder="Ella" required />
          </Field.Root>

          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
            <Field.Root>
              <Field.Label>Travelers</Field.Label>
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                value={trip.travelers}
                onChange={(e) => setTrip({ ...trip, travelers: e.target.value })}
                onBlur={() => setTrip({ ...trip, travelers: String(parseTravelers(trip.travelers)) })}
              />
            </Field.Root>
            <Field.Root>
              <Field.Label>Budget (LKR)</Field.Label>
              <Input type="number" inputMode="numeric" min={0} value={trip.budget} onChange={(e) => setTrip({ ...trip, budget: Math.max(0, Math.trunc(Number(e.target.value) || 0)) })} />
            </Field.Root>
            <Field.Root>
              <Field.Label>Start Date</Field.Label>
              <Input type="date" value={trip.startDate} onChange={(e) => setDates({ startDate: e.target.value })} />
            </Field.Root>
            <Field.Root invalid={Boolean(dateError)}>
              <Field.Label>End Date</Field.Label>
              <Input type="date" value={trip.endDate} onChange={(e) => setDates({ endDate: e.target.value })} aria-describedby={dateError ? 'trip-date-error' : undefined} />
              <Field.ErrorText id="trip-date-error">{dateError}</Field.ErrorText>
            </Field.Root>
          </SimpleGrid>

          {serverError ? (
            <Text role="alert" color="fg.error">
              {serverError}
            </Text>
          ) : null}
          <Button type="submit" colorPalette="brand" loading={loading} loadingText="Saving..." alignSelf="flex-start">
            Save Trip
          </Button>
        </Stack>
        </form>
      </Box>
    </Container>
  );
}
