import { Badge, Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { PlanResult_ResultFragment } from '../../../gql/graphql';
import { formatDay, formatLkr, formatMinutes } from '../../../lib/format';
import { MODE_LABELS, plural } from './labels';

type Plan = PlanResult_ResultFragment['plan'];
type Day = Plan['dayPlans'][number];
type Leg = Day['legs'][number];
type Stop = Day['stops'][number];
type Step = { kind: 'leg'; at: string; leg: Leg } | { kind: 'stop'; at: string; stop: Stop };

/**
 * A day's legs and stops in time order. A leg departs when the previous visit ends and arrives at the next stop, so a
 * day can hold two legs in a row (a train to the base, then a tuk-tuk out): ordering by time, not by index, keeps that.
 * At the same minute the leg comes first: it arrives at the stop that starts then.
 */
/** A stop's tickets for the party: the amount, free, or unknown (never an unknown price shown as free). */
export function ticketText(stop: Pick<Stop, 'ticketsLkr' | 'ticketPriceKnown'>): string {
  if (!stop.ticketPriceKnown) return stop.ticketsLkr > 0 ? `tickets ${formatLkr(stop.ticketsLkr)} + price unknown for some of you` : 'ticket price unknown';
  return stop.ticketsLkr > 0 ? `tickets ${formatLkr(stop.ticketsLkr)}` : 'free entry';
}

export function stepsOf(day: Pick<Day, 'legs' | 'stops'>): Step[] {
  const steps: Step[] = [...day.legs.map((leg) => ({ kind: 'leg' as const, at: leg.depart, leg })), ...day.stops.map((stop) => ({ kind: 'stop' as const, at: stop.start, stop }))];
  return steps.sort((a, b) => a.at.localeCompare(b.at) || (a.kind === b.kind ? 0 : a.kind === 'leg' ? -1 : 1));
}

export function DayPlansTab({ plan }: { plan: Plan }) {
  return (
    <Stack gap="6">
      {plan.bases.length > 0 ? (
        <Box as="section" aria-labelledby="plan-bases-title">
          <Heading as="h3" id="plan-bases-title" size="sm" mb="2">
            Where you stay
          </Heading>
          <Stack as="ul" gap="2" listStyleType="none">
            {plan.bases.map((base) => (
              <Box as="li" key={base.place.id} fontSize="sm">
                <Text as="span" fontWeight="semibold">
                  {base.place.name}
                </Text>{' '}
                <Text as="span" color="fg.muted">
                  ({plural(base.nights, 'night')})
                </Text>
                <Text color="fg.muted">{base.why}</Text>
              </Box>
            ))}
          </Stack>
        </Box>
      ) : null}
      {plan.dayPlans.map((day) => (
        <DayPlan key={day.day} day={day} />
      ))}
    </Stack>
  );
}

function DayPlan({ day }: { day: Day }) {
  const headingId = `plan-day-${day.day}`;
  return (
    <Box as="article" aria-labelledby={headingId} borderTopWidth="1px" pt="4" data-testid="day-plan">
      <Heading as="h3" id={headingId} size="md">
        Day {day.day}: {day.title}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mt="1">
        {[day.date ? formatDay(day.date) : null, `${day.startTime}–${day.endTime}`, `${formatMinutes(day.activeMinutes)} of travel and visits (at most ${formatMinutes(day.limitMinutes)})`]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      <Text fontSize="sm" mt="2">
        {day.narrative}
      </Text>

      <Stack as="ol" gap="3" mt="3" listStyleType="none" borderStartWidth="2px" borderColor="border.emphasized" ps="3" aria-label={`Day ${day.day} timeline`}>
        {stepsOf(day).map((step, i) => (
          <Box as="li" key={i} fontSize="sm">
            {step.kind === 'leg' ? <LegStep leg={step.leg} /> : <StopStep stop={step.stop} />}
          </Box>
        ))}
      </Stack>

      {day.activities.length > 0 ? (
        <Box mt="3" fontSize="sm">
          <Text fontWeight="semibold">Activities</Text>
          <Stack as="ul" gap="1" listStyleType="none">
            {day.activities.map((activity) => (
              <Flex as="li" key={activity.name} justify="space-between" gap="3">
                <Text>{activity.name}</Text>
                <Text flexShrink={0}>{formatLkr(activity.costLkr)}</Text>
              </Flex>
            ))}
          </Stack>
        </Box>
      ) : null}
      <Flex justify="space-between" mt="3" fontSize="sm" fontWeight="semibold">
        <Text>Day cost</Text>
        <Text>{formatLkr(day.costLkr)}</Text>
      </Flex>
    </Box>
  );
}

/** A step's first line: its time, then what happens. */
function StepLine({ time, children }: { time: string; children: ReactNode }) {
  return (
    <Flex gap="2" align="baseline" wrap="wrap">
      <Text as="span" fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {time}
      </Text>
      {children}
    </Flex>
  );
}

function LegStep({ leg }: { leg: Leg }) {
  return (
    <>
      <StepLine time={leg.depart}>
        <Badge size="sm" variant="subtle" colorPalette="blue">
          {MODE_LABELS[leg.mode]}
        </Badge>
        <Text as="span">
          {leg.from} → {leg.to}
        </Text>
      </StepLine>
      <Text color="fg.muted">
        {leg.distanceKm.toFixed(leg.distanceKm < 10 ? 1 : 0)} km, {formatMinutes(leg.minutes)}
        {leg.via.length > 0 ? ` · ${leg.mode === 'TRAIN' ? 'on the ' : 'via '}${leg.via.join(', ')}` : ''}
      </Text>
      {leg.note ? <Text color="fg.muted" fontStyle="italic">{leg.note}</Text> : null}
    </>
  );
}

function StopStep({ stop }: { stop: Stop }) {
  return (
    <>
      <StepLine time={stop.start}>
        <Text as="span" fontWeight="semibold">
          {stop.name}
        </Text>
      </StepLine>
      <Text color="fg.muted">
        {formatMinutes(stop.visitMinutes)} visit · {ticketText(stop)}
      </Text>
      {stop.note ? <Text color="fg.muted">{stop.note}</Text> : null}
    </>
  );
}
