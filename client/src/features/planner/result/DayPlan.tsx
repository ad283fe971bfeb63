import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { memo, useState, type DragEvent, type ReactNode } from 'react';
import type { PlanEditInput, PlanResult_ResultFragment } from '../../../gql/graphql';
import { formatDay, formatLkr, formatMinutes, formatRoadKm } from '../../../lib/format';
import { useI18n, type Locale } from '../../../lib/i18n/i18n';
import { AddPlaceToDay } from '../edit/AddPlaceToDay';
import { StopMenu } from '../edit/StopMenu';
import { MODE_LABELS } from './labels';
import { plannerEnglish, usePlannerT, type PlannerT } from '../i18n';

type Plan = PlanResult_ResultFragment['plan'];
export type Day = Plan['dayPlans'][number];
type Leg = Day['legs'][number];
type Stop = Day['stops'][number];
type Step = { kind: 'leg'; at: string; leg: Leg } | { kind: 'stop'; at: string; stop: Stop };

/** A stop's tickets for the party: the amount, free, or unknown (never an unknown price shown as free). */
export function ticketText(stop: Pick<Stop, 'ticketsLkr' | 'ticketPriceKnown'>, t: PlannerT = plannerEnglish, locale: Locale = 'en'): string {
  const amount = formatLkr(stop.ticketsLkr, locale);
  if (!stop.ticketPriceKnown) return stop.ticketsLkr > 0 ? t('stop.ticketsPartly', { amount }) : t('stop.ticketUnknown');
  return stop.ticketsLkr > 0 ? t('stop.tickets', { amount }) : t('stop.free');
}

/**
 * A day's legs and stops in time order. A leg departs when the previous visit ends and arrives at the next stop, so a
 * day can hold two legs in a row (a train to the base, then a tuk-tuk out): ordering by time, not by index, keeps that.
 * At the same minute the leg comes first: it arrives at the stop that starts then.
 */
export function stepsOf(day: Pick<Day, 'legs' | 'stops'>): Step[] {
  const steps: Step[] = [...day.legs.map((leg) => ({ kind: 'leg' as const, at: leg.depart, leg })), ...day.stops.map((stop) => ({ kind: 'stop' as const, at: stop.start, stop }))];
  return steps.sort((a, b) => a.at.localeCompare(b.at) || (a.kind === b.kind ? 0 : a.kind === 'leg' ? -1 : 1));
}

export const dayId = (day: number) => `plan-day-${day}`;

/** The type a dragged stop carries: its attraction id. */
const STOP_TYPE = 'application/x-tripmate-stop';

/**
 * Changing the plan from a day: null when the plan is read-only. Its functions keep their identity across edits (they
 * read the latest plan), so a day the edit did not touch is not drawn again.
 */
export type DayEditing = {
  readonly days: number;
  /** An attraction's day and place in that day; undefined when it is not in the plan. */
  readonly locate: (attractionId: string) => { readonly day: number; readonly index: number } | undefined;
  /** Ignored while an earlier change is on its way. */
  readonly onEdit: (edit: PlanEditInput) => void;
};

type DayPlanProps = {
  readonly day: Day;
  readonly picked: boolean;
  readonly folded: boolean;
  readonly onFold: (day: number, on: boolean) => void;
  readonly editing: DayEditing | null;
};

/** One day of the timeline; drawn again only when its own props change (see keepUnchangedDays). */
export const DayPlan = memo(function DayPlan({ day, picked, folded, onFold, editing }: DayPlanProps) {
  const headingId = dayId(day.day);
  const bodyId = `${headingId}-body`;
  // Where a dragged stop would land: before the stop at this index, or at the end.
  const [dropAt, setDropAt] = useState<number | null>(null);
  const dayWarnings = day.warnings.filter((w) => w.attractionId == null);
  const t = usePlannerT();
  const { locale } = useI18n();

  /** A drop before the day's `index`-th stop (or at its end): the stop's final place in the day, as the server counts. */
  const drop = (event: DragEvent, index: number) => {
    event.preventDefault();
    event.stopPropagation();
    setDropAt(null);
    const id = event.dataTransfer.getData(STOP_TYPE);
    const from = editing?.locate(id);
    if (!editing || !from) return;
    const final = from.day === day.day && from.index < index ? index - 1 : index;
    if (from.day === day.day && from.index === final) return;
    editing.onEdit({ kind: 'MOVE_STOP', attractionId: id, day: day.day, index: final });
  };
  const over = (event: DragEvent, index: number) => {
    if (!editing || !event.dataTransfer.types.includes(STOP_TYPE)) return;
    event.preventDefault();
    event.stopPropagation();
    event.dataTransfer.dropEffect = 'move';
    if (dropAt !== index) setDropAt(index);
  };

  return (
    <Box
      as="article"
      aria-labelledby={headingId}
      borderTopWidth="1px"
      borderStartWidth="3px"
      borderStartColor={picked ? 'teal.solid' : 'transparent'}
      ps="3"
      pt="4"
      scrollMarginTop="32"
      className="tm-plan-day"
      data-testid="day-plan"
      data-picked={picked || undefined}
      onDragOver={(event: DragEvent) => over(event, day.stops.length)}
      onDragLeave={() => setDropAt(null)}
      onDrop={(event: DragEvent) => drop(event, day.stops.length)}
      outline={dropAt === day.stops.length ? '2px dashed' : undefined}
      outlineColor="teal.solid"
    >
      <Flex justify="space-between" align="start" gap="2">
        <Heading as="h3" id={headingId} size="md" tabIndex={-1}>
          {t('workspace.dayTitle', { day: String(day.day), title: day.title })}
        </Heading>
        <Button size="xs" variant="ghost" onClick={() => onFold(day.day, !folded)} aria-expanded={!folded} aria-controls={bodyId} flexShrink={0} className="tm-no-print">
          {folded ? t('day.show', { day: String(day.day) }) : t('day.hide', { day: String(day.day) })}
        </Button>
      </Flex>
      <Text fontSize="sm" color="fg.muted" mt="1">
        {[
          day.date ? formatDay(day.date, locale) : null,
          `${day.startTime}–${day.endTime}`,
          t('day.active', { active: formatMinutes(day.activeMinutes, locale), limit: formatMinutes(day.limitMinutes, locale) }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      {dayWarnings.length > 0 ? <Warnings label={t('day.doesNotFit')} messages={dayWarnings.map((w) => w.message)} /> : null}
      {/* Folded by an inline style, which the print stylesheet overrides: a printed plan shows every day. */}
      <Box id={bodyId} style={folded ? { display: 'none' } : undefined} className="tm-day-body">
        <Text fontSize="sm" mt="2">
          {day.narrative}
        </Text>

        <Stack as="ol" gap="3" mt="3" listStyleType="none" borderStartWidth="2px" borderColor="border.emphasized" ps="3" aria-label={t('day.timeline', { day: String(day.day) })}>
          {stepsOf(day).map((step, i) => {
            if (step.kind === 'leg') {
              return (
                <Box as="li" key={i} fontSize="sm" className="tm-plan-step">
                  <LegStep leg={step.leg} t={t} locale={locale} />
                </Box>
              );
            }
            const index = day.stops.indexOf(step.stop);
            return (
              <Box
                as="li"
                key={i}
                fontSize="sm"
                className="tm-plan-step"
                draggable={editing !== null}
                cursor={editing ? 'grab' : undefined}
                onDragStart={(event: DragEvent) => {
                  event.dataTransfer.setData(STOP_TYPE, step.stop.attractionId);
                  event.dataTransfer.effectAllowed = 'move';
                }}
                onDragOver={(event: DragEvent) => over(event, index)}
                onDrop={(event: DragEvent) => drop(event, index)}
                borderTopWidth={dropAt === index ? '2px' : undefined}
                borderTopStyle="dashed"
                borderTopColor="teal.solid"
                data-testid="plan-stop"
              >
                <StopStep stop={step.stop} t={t} locale={locale} warnings={day.warnings.filter((w) => w.attractionId === step.stop.attractionId).map((w) => w.message)}>
                  {editing ? <StopMenu name={step.stop.name} attractionId={step.stop.attractionId} day={day.day} index={index} count={day.stops.length} days={editing.days} onEdit={editing.onEdit} /> : null}
                </StopStep>
              </Box>
            );
          })}
        </Stack>
        {editing ? <AddPlaceToDay day={day.day} isInPlan={(id) => editing.locate(id) !== undefined} onEdit={editing.onEdit} /> : null}

        {day.activities.length > 0 ? (
          <Box mt="3" fontSize="sm">
            <Text fontWeight="semibold">{t('day.activities')}</Text>
            <Stack as="ul" gap="1" listStyleType="none">
              {day.activities.map((activity) => (
                <Flex as="li" key={activity.name} justify="space-between" gap="3">
                  <Text>{activity.name}</Text>
                  <Text flexShrink={0}>{formatLkr(activity.costLkr, locale)}</Text>
                </Flex>
              ))}
            </Stack>
          </Box>
        ) : null}
      </Box>
      <Flex justify="space-between" mt="3" fontSize="sm" fontWeight="semibold">
        <Text>{t('day.cost')}</Text>
        <Text>{formatLkr(day.costLkr, locale)}</Text>
      </Flex>
    </Box>
  );
});

/** What no longer fits, said beside the day or the stop it is about. */
function Warnings({ label, messages }: { label: string; messages: readonly string[] }) {
  return (
    <Stack as="ul" gap="0.5" mt="1" listStyleType="none" fontSize="sm" color="orange.fg" aria-label={label} data-testid="plan-warnings">
      {messages.map((message) => (
        <Box as="li" key={message}>
          ⚠ {message}
        </Box>
      ))}
    </Stack>
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

function LegStep({ leg, t, locale }: { leg: Leg; t: PlannerT; locale: Locale }) {
  const via = leg.via.join(', ');
  return (
    <>
      <StepLine time={leg.depart}>
        <Badge size="sm" variant="subtle" colorPalette="blue">
          {t(MODE_LABELS[leg.mode])}
        </Badge>
        <Text as="span">
          {leg.from} → {leg.to}
        </Text>
      </StepLine>
      <Text color="fg.muted">
        {t('leg.distance', { distance: formatRoadKm(leg.distanceKm, locale), duration: formatMinutes(leg.minutes, locale) })}
        {leg.via.length > 0 ? ` · ${leg.mode === 'TRAIN' ? t('leg.train', { lines: via }) : t('leg.via', { roads: via })}` : ''}
      </Text>
      {leg.note ? (
        <Text color="fg.muted" fontStyle="italic">
          {leg.note}
        </Text>
      ) : null}
    </>
  );
}

/** A stop: its time, name, visit and tickets, why it is there, what does not fit, and (editable) its menu. */
function StopStep({ stop, warnings, t, locale, children }: { stop: Stop; warnings: readonly string[]; t: PlannerT; locale: Locale; children?: ReactNode }) {
  return (
    <>
      <Flex justify="space-between" align="start" gap="2">
        <StepLine time={stop.start}>
          <Text as="span" fontWeight="semibold" data-stop-name>
            {stop.name}
          </Text>
        </StepLine>
        {children}
      </Flex>
      <Text color="fg.muted">
        {t('stop.visit', { duration: formatMinutes(stop.visitMinutes, locale) })} · {ticketText(stop, t, locale)}
      </Text>
      {stop.note ? <Text color="fg.muted">{stop.note}</Text> : null}
      {warnings.length > 0 ? <Warnings label={t('day.doesNotFit')} messages={warnings} /> : null}
    </>
  );
}
