import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type DragEvent, type ReactNode } from 'react';
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
/** A leg or a stop of a day: its clock time, and whether that time is after midnight, the next morning. */
type Step = ({ kind: 'leg'; leg: Leg } | { kind: 'stop'; stop: Stop }) & { at: string; nextDay: boolean };

/** A stop's tickets for the party: the amount, free, or unknown (never an unknown price shown as free). */
export function ticketText(
  stop: Pick<Stop, 'ticketsLkr' | 'ticketPriceKnown'>,
  t: PlannerT = plannerEnglish,
  locale: Locale = 'en',
): string {
  const amount = formatLkr(stop.ticketsLkr, locale);
  if (!stop.ticketPriceKnown)
    return stop.ticketsLkr > 0 ? t('stop.ticketsPartly', { amount }) : t('stop.ticketUnknown');
  return stop.ticketsLkr > 0 ? t('stop.tickets', { amount }) : t('stop.free');
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * A day's legs and stops in the order they happen, as the server's engine times them (its day-timeline.ts): a train
 * or bus journey first (a day with one leg more than its stops and the way back), then each leg with the stop it
 * arrives at, then the legs that remain. So a day can hold two legs in a row (a train to the base, then a tuk-tuk
 * out), and a day an edit makes run past midnight lists its 00:58 last, as the next morning, not above 08:00.
 */
export function stepsOf(day: Pick<Day, 'legs' | 'stops'>): Step[] {
  const order: ({ kind: 'leg'; leg: Leg } | { kind: 'stop'; stop: Stop })[] = [];
  let legIndex = day.legs.length > day.stops.length + 1 ? 1 : 0;
  if (legIndex === 1) order.push({ kind: 'leg', leg: day.legs[0]! });
  for (const stop of day.stops) {
    const leg = day.legs[legIndex++];
    if (leg) order.push({ kind: 'leg', leg });
    order.push({ kind: 'stop', stop });
  }
  for (; legIndex < day.legs.length; legIndex++) order.push({ kind: 'leg', leg: day.legs[legIndex]! });
  let last = 0;
  let nextDay = false;
  return order.map((step) => {
    const at = step.kind === 'leg' ? step.leg.depart : step.stop.start;
    const minutes = minutesOf(at);
    if (minutes < last) nextDay = true;
    last = minutes;
    return { ...step, at, nextDay };
  });
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
  /**
   * A change chosen in a stop's menu: keyboard focus then goes to the moved stop's menu (or, after a removal, to the
   * next stop's of its day), and a removal is said with Undo.
   */
  readonly fromMenu: (edit: PlanEditInput) => void;
};

type DayPlanProps = {
  readonly day: Day;
  readonly picked: boolean;
  readonly folded: boolean;
  readonly onFold: (day: number, on: boolean) => void;
  readonly editing: DayEditing | null;
};

/**
 * One day of the timeline; drawn again only when its own props change, and then its legs and stops only where they
 * changed (an edit's answer shares what it did not change with the plan shown: lib/keep-unchanged.ts).
 */
export const DayPlan = memo(function DayPlan({ day, picked, folded, onFold, editing }: DayPlanProps) {
  const headingId = dayId(day.day);
  const bodyId = `${headingId}-body`;
  // Where a dragged stop would land: before the stop at this index, or at the end.
  const [dropAt, setDropAt] = useState<number | null>(null);

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

  // The rows' drag handlers keep their identity (reading the latest through a ref), so a row the edit left alone is
  // not drawn again.
  const handlers = useRef({ over, drop });
  useLayoutEffect(() => {
    handlers.current = { over, drop };
  });
  const drag = useMemo(
    (): RowDrag => ({
      over: (event, index) => handlers.current.over(event, index),
      drop: (event, index) => handlers.current.drop(event, index),
    }),
    [],
  );
  const isInPlan = useCallback((id: string) => editing?.locate(id) !== undefined, [editing]);

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
      <DayHeading day={day.day} title={day.title} folded={folded} onFold={onFold} />
      <DayFacts
        date={day.date ?? null}
        startTime={day.startTime}
        endTime={day.endTime}
        activeMinutes={day.activeMinutes}
        limitMinutes={day.limitMinutes}
      />
      <DayWarnings warnings={day.warnings} />
      {/* Folded by an inline style, which the print stylesheet overrides: a printed plan shows every day. */}
      <Box id={bodyId} style={folded ? { display: 'none' } : undefined} className="tm-day-body">
        <Text fontSize="sm" mt="2">
          {day.narrative}
        </Text>
        <DayTimeline
          day={day.day}
          stops={day.stops}
          legs={day.legs}
          warnings={day.warnings}
          editing={editing}
          dropAt={dropAt}
          drag={drag}
        />
        {editing ? <AddPlaceToDay day={day.day} isInPlan={isInPlan} onEdit={editing.onEdit} /> : null}
        <DayActivities activities={day.activities} />
      </Box>
      <DayCost costLkr={day.costLkr} />
    </Box>
  );
});

/*
 * The parts of a day, each drawn again only when what it shows changes: an edit often changes every day's cost (the
 * budget's tier moves) and little else, and a 14-day plan is a lot of page to draw.
 */

const DayHeading = memo(function DayHeading({
  day,
  title,
  folded,
  onFold,
}: {
  day: number;
  title: string;
  folded: boolean;
  onFold: DayPlanProps['onFold'];
}) {
  const t = usePlannerT();
  return (
    <Flex justify="space-between" align="start" gap="2">
      <Heading as="h3" id={dayId(day)} size="md" tabIndex={-1}>
        {t('workspace.dayTitle', { day: String(day), title })}
      </Heading>
      <Button
        size="xs"
        variant="ghost"
        onClick={() => onFold(day, !folded)}
        aria-expanded={!folded}
        aria-controls={`${dayId(day)}-body`}
        flexShrink={0}
        className="tm-no-print"
      >
        {folded ? t('day.show', { day: String(day) }) : t('day.hide', { day: String(day) })}
      </Button>
    </Flex>
  );
});

type DayFactsProps = Pick<Day, 'startTime' | 'endTime' | 'activeMinutes' | 'limitMinutes'> & {
  readonly date: string | null;
};

const DayFacts = memo(function DayFacts({ date, startTime, endTime, activeMinutes, limitMinutes }: DayFactsProps) {
  const t = usePlannerT();
  const { locale } = useI18n();
  return (
    <Text fontSize="sm" color="fg.muted" mt="1">
      {[
        date ? formatDay(date, locale) : null,
        `${startTime}–${endTime}`,
        t('day.active', { active: formatMinutes(activeMinutes, locale), limit: formatMinutes(limitMinutes, locale) }),
      ]
        .filter(Boolean)
        .join(' · ')}
    </Text>
  );
});

/** What no longer fits the day as a whole (a stop's own warnings are beside it). */
const DayWarnings = memo(function DayWarnings({ warnings }: { warnings: Day['warnings'] }) {
  const t = usePlannerT();
  const messages = warnings.filter((w) => w.attractionId == null).map((w) => w.message);
  return messages.length > 0 ? <Warnings label={t('day.doesNotFit')} messages={messages} /> : null;
});

type DayTimelineProps = {
  readonly day: number;
  readonly stops: Day['stops'];
  readonly legs: Day['legs'];
  readonly warnings: Day['warnings'];
  readonly editing: DayEditing | null;
  readonly dropAt: number | null;
  readonly drag: RowDrag;
};

const DayTimeline = memo(function DayTimeline({ day, stops, legs, warnings, editing, dropAt, drag }: DayTimelineProps) {
  const t = usePlannerT();
  return (
    <Stack
      as="ol"
      gap="3"
      mt="3"
      listStyleType="none"
      borderStartWidth="2px"
      borderColor="border.emphasized"
      ps="3"
      aria-label={t('day.timeline', { day: String(day) })}
    >
      {stepsOf({ stops, legs }).map((step) =>
        step.kind === 'leg' ? (
          // Keyed by what they are, not where: a moved stop's row (and the focus on its menu) moves with it.
          <LegRow key={`leg-${legs.indexOf(step.leg)}`} leg={step.leg} nextDay={step.nextDay} />
        ) : (
          <StopRow
            key={`stop-${step.stop.attractionId}`}
            stop={step.stop}
            nextDay={step.nextDay}
            day={day}
            index={stops.indexOf(step.stop)}
            count={stops.length}
            warnings={warnings}
            editing={editing}
            dropHere={dropAt === stops.indexOf(step.stop)}
            drag={drag}
          />
        ),
      )}
    </Stack>
  );
});

const DayActivities = memo(function DayActivities({ activities }: { activities: Day['activities'] }) {
  const t = usePlannerT();
  const { locale } = useI18n();
  if (activities.length === 0) return null;
  return (
    <Box mt="3" fontSize="sm">
      <Text fontWeight="semibold">{t('day.activities')}</Text>
      <Stack as="ul" gap="1" listStyleType="none">
        {activities.map((activity) => (
          <Flex as="li" key={activity.name} justify="space-between" gap="3">
            <Text>{activity.name}</Text>
            <Text flexShrink={0}>{formatLkr(activity.costLkr, locale)}</Text>
          </Flex>
        ))}
      </Stack>
    </Box>
  );
});

const DayCost = memo(function DayCost({ costLkr }: { costLkr: number }) {
  const t = usePlannerT();
  const { locale } = useI18n();
  return (
    <Flex justify="space-between" mt="3" fontSize="sm" fontWeight="semibold">
      <Text>{t('day.cost')}</Text>
      <Text>{formatLkr(costLkr, locale)}</Text>
    </Flex>
  );
});

type RowDrag = {
  readonly over: (event: DragEvent, index: number) => void;
  readonly drop: (event: DragEvent, index: number) => void;
};

/** A leg of the timeline; drawn again only when the leg changes. */
const LegRow = memo(function LegRow({ leg, nextDay }: { leg: Leg; nextDay: boolean }) {
  const t = usePlannerT();
  const { locale } = useI18n();
  return (
    <Box as="li" fontSize="sm" className="tm-plan-step">
      <LegStep leg={leg} nextDay={nextDay} t={t} locale={locale} />
    </Box>
  );
});

type StopRowProps = {
  readonly stop: Stop;
  /** Its time is after midnight. */
  readonly nextDay: boolean;
  readonly day: number;
  /** Where the stop is among its day's stops, from 0, and how many the day has. */
  readonly index: number;
  readonly count: number;
  /** The day's warnings; the row shows those about its stop. */
  readonly warnings: Day['warnings'];
  readonly editing: DayEditing | null;
  /** A dragged stop would land before this one. */
  readonly dropHere: boolean;
  readonly drag: RowDrag;
};

/** A stop of the timeline, draggable and with its menu when the plan can be changed; drawn again only when its props change. */
const StopRow = memo(function StopRow({
  stop,
  nextDay,
  day,
  index,
  count,
  warnings,
  editing,
  dropHere,
  drag,
}: StopRowProps) {
  const t = usePlannerT();
  const { locale } = useI18n();
  return (
    <Box
      as="li"
      fontSize="sm"
      className="tm-plan-step"
      draggable={editing !== null}
      cursor={editing ? 'grab' : undefined}
      onDragStart={(event: DragEvent) => {
        event.dataTransfer.setData(STOP_TYPE, stop.attractionId);
        event.dataTransfer.effectAllowed = 'move';
      }}
      onDragOver={(event: DragEvent) => drag.over(event, index)}
      onDrop={(event: DragEvent) => drag.drop(event, index)}
      borderTopWidth={dropHere ? '2px' : undefined}
      borderTopStyle="dashed"
      borderTopColor="teal.solid"
      data-testid="plan-stop"
    >
      <StopStep
        stop={stop}
        nextDay={nextDay}
        t={t}
        locale={locale}
        warnings={warnings.filter((w) => w.attractionId === stop.attractionId).map((w) => w.message)}
      >
        {editing ? (
          <StopMenu
            name={stop.name}
            attractionId={stop.attractionId}
            day={day}
            index={index}
            count={count}
            days={editing.days}
            onEdit={editing.fromMenu}
          />
        ) : null}
      </StopStep>
    </Box>
  );
});

/** What no longer fits, said beside the day or the stop it is about. */
function Warnings({ label, messages }: { label: string; messages: readonly string[] }) {
  return (
    <Stack
      as="ul"
      gap="0.5"
      mt="1"
      listStyleType="none"
      fontSize="sm"
      color="orange.fg"
      aria-label={label}
      data-testid="plan-warnings"
    >
      {messages.map((message) => (
        <Box as="li" key={message}>
          ⚠ {message}
        </Box>
      ))}
    </Stack>
  );
}

/** A step's first line: its time (said to be the next morning's after midnight), then what happens. */
function StepLine({ time, nextDay, children }: { time: string; nextDay: boolean; children: ReactNode }) {
  const t = usePlannerT();
  return (
    <Flex gap="2" align="baseline" wrap="wrap">
      <Text as="span" fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {time}
        {nextDay ? (
          <Text as="span" fontWeight="normal" color="orange.fg" ms="1">
            {t('step.nextDay')}
          </Text>
        ) : null}
      </Text>
      {children}
    </Flex>
  );
}

function LegStep({ leg, nextDay, t, locale }: { leg: Leg; nextDay: boolean; t: PlannerT; locale: Locale }) {
  const via = leg.via.join(', ');
  return (
    <>
      <StepLine time={leg.depart} nextDay={nextDay}>
        <Badge size="sm" variant="subtle" colorPalette="blue">
          {t(MODE_LABELS[leg.mode])}
        </Badge>
        <Text as="span">
          {leg.from} → {leg.to}
        </Text>
      </StepLine>
      <Text color="fg.muted">
        {t('leg.distance', {
          distance: formatRoadKm(leg.distanceKm, locale),
          duration: formatMinutes(leg.minutes, locale),
        })}
        {leg.via.length > 0
          ? ` · ${leg.mode === 'TRAIN' ? t('leg.train', { lines: via }) : t('leg.via', { roads: via })}`
          : ''}
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
function StopStep({
  stop,
  nextDay,
  warnings,
  t,
  locale,
  children,
}: {
  stop: Stop;
  nextDay: boolean;
  warnings: readonly string[];
  t: PlannerT;
  locale: Locale;
  children?: ReactNode;
}) {
  return (
    <>
      <Flex justify="space-between" align="start" gap="2">
        <StepLine time={stop.start} nextDay={nextDay}>
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
