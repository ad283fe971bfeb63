import { Button, Field, Stack, Textarea } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { useForm } from '../../components/useForm';

/** The planner reads this navigation state and pre-fills its preferences (spec §2, planner). */
export type PlannerNavigationState = { tripQuery: string };

/** Spec §4–5: no required or length rule; submitting always goes to the planner with the text. */
export function TripQueryForm({ signedIn }: { signedIn: boolean }) {
  const navigate = useNavigate();
  const form = useForm({
    initial: { tripQuery: '' },
    onSubmit: ({ tripQuery }) => {
      const state: PlannerNavigationState = { tripQuery };
      void navigate('/planner', { state });
    },
  });

  return (
    <Stack asChild gap="4" p={{ base: 5, md: 8 }} rounded="2xl" bg="bg" shadow="md" borderWidth="1px" maxW="3xl" mx="auto" mb={{ base: 10, md: 14 }}>
      <form onSubmit={form.handleSubmit} aria-label="Describe your trip">
      <Field.Root>
        <Field.Label fontSize="lg" fontWeight="semibold">
          Describe your trip
        </Field.Label>
        <Field.HelperText fontSize="md">
          {signedIn ? 'Tell us about your ideal trip duration and interests' : 'Sign in to start planning your perfect trip!'}
        </Field.HelperText>
        <Textarea
          {...form.control('tripQuery')}
          placeholder="a 7-day family trip to Kandy and Ella with beaches"
          rows={3}
          size="lg"
          resize="vertical"
        />
      </Field.Root>
      <Button type="submit" size="lg" colorPalette="accent" alignSelf={{ base: 'stretch', sm: 'flex-end' }}>
        Plan My Trip
      </Button>
      </form>
    </Stack>
  );
}
