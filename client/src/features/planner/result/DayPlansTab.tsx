import { Box, Button, Flex, Heading, IconButton, Stack, Text } from '@chakra-ui/react';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { PlanResult_ResultFragment } from '../../../gql/graphql';
import { ListingSummaryCard } from '../../../components/ListingSummaryCard';
import { toast } from '../../../components/toast';
import { STOP_MENU_ATTRIBUTE } from '../edit/StopMenu';
import { formatLkr, formatShortDate } from '../../../lib/format';
import { EditConflict, UndoRedo, WaitingEdits } from '../edit/EditBar';
import type { PlanEditor } from '../edit/use-plan-edits';
import { DayPlan, dayId, type DayEditing } from './DayPlan';
import { useI18n } from '../../../lib/i18n/i18n';
import { usePlannerT } from '../i18n';

export { stepsOf, ticketText } from './DayPlan';

type Plan = PlanResult_ResultFragment['plan'];

/** Where keyboard focus goes once the plan shows a change made from a stop's menu: a stop's menu, or a day's heading. */
type FocusTarget = { readonly stop: string } | { readonly day: number };

/** The element a focus target names, if it is on the page. */
function focusable(target: FocusTarget): HTMLElement | null {
  if ('day' in target) return document.getElementById(dayId(target.day));
  return (
    [...document.querySelectorAll<HTMLElement>(`[${STOP_MENU_ATTRIBUTE}]`)].find(
      (element) => element.getAttribute(STOP_MENU_ATTRIBUTE) === target.stop,
    ) ?? null
  );
}

/** A removal's Undo waits this long in its notice: longer than a plain notice, to be found by keyboard. */
const UNDO_NOTICE_MS = 10_000;

type DayPlansTabProps = {
  readonly plan: Plan;
  /** The day being read (highlighted here and on the map), or null for the whole trip. */
  readonly day: number | null;
  readonly onPickDay: (day: number | null) => void;
  /** Null for a plan that cannot be changed here (a shared link). */
  readonly editor: PlanEditor | null;
};

/**
 * The plan as a timeline that is the page itself: a day picker that stays in view, where the traveller sleeps, then
 * each day, folding, with its stops and the legs between them.
 */
export function DayPlansTab({ plan, day, onPickDay, editor }: DayPlansTabProps) {
  const [folded, setFolded] = useState<ReadonlySet<number>>(() => new Set());
  const allFolded = folded.size === plan.dayPlans.length;
  const fold = useCallback(
    (d: number, on: boolean) =>
      setFolded((current) => {
        const next = new Set(current);
        if (on) next.add(d);
        else next.delete(d);
        return next;
      }),
    [],
  );
  const pick = useCallback(
    (d: number | null) => {
      onPickDay(d);
      if (d === null) return;
      fold(d, false);
      // After the day has unfolded: it lands below the sticky header and this picker (scroll-margin on the day).
      requestAnimationFrame(() => document.getElementById(dayId(d))?.scrollIntoView?.({ block: 'start' }));
    },
    [onPickDay, fold],
  );

  // The day's editing functions read the latest plan and editor through refs, so they stay the same across edits and
  // the days an edit did not touch are not drawn again.
  const t = usePlannerT();
  const latest = useRef({ plan, editor, t });
  useLayoutEffect(() => {
    latest.current = { plan, editor, t };
  });
  // After a change from a stop's menu, focus follows the stop (to its new place, or another day) once it is drawn.
  const focusAfterEdit = useRef<FocusTarget | null>(null);
  useEffect(() => {
    const target = focusAfterEdit.current;
    const element = target ? focusable(target) : null;
    if (!element) return;
    focusAfterEdit.current = null;
    element.focus();
  }, [plan]);
  const days = plan.dayPlans.length;
  const canEdit = editor !== null;
  const editing = useMemo((): DayEditing | null => {
    if (!canEdit) return null;
    return {
      days,
      locate: (attractionId) => {
        for (const d of latest.current.plan.dayPlans) {
          const index = d.stops.findIndex((stop) => stop.attractionId === attractionId);
          if (index >= 0) return { day: d.day, index };
        }
        return undefined;
      },
      onEdit: (edit) => latest.current.editor?.apply([edit]),
      fromMenu: (edit) => {
        const { editor: current, plan: now, t: words } = latest.current;
        if (!current || !edit.attractionId) return;
        const id = edit.attractionId;
        if (edit.kind !== 'REMOVE_STOP') {
          focusAfterEdit.current = { stop: id };
          void current.submit([edit]).then((made) => {
            if (!made) focusAfterEdit.current = null;
          });
          return;
        }
        // The stop goes: focus to the next stop of its day (or the one before, or the day's heading).
        const day = now.dayPlans.find((d) => d.stops.some((stop) => stop.attractionId === id));
        if (!day) return;
        const index = day.stops.findIndex((stop) => stop.attractionId === id);
        const neighbour = day.stops[index + 1] ?? day.stops[index - 1];
        const name = day.stops[index]!.name;
        focusAfterEdit.current = neighbour ? { stop: neighbour.attractionId } : { day: day.day };
        void current.change([edit]).then((undoIt) => {
          if (!undoIt) {
            focusAfterEdit.current = null;
            return;
          }
          toast({
            title: words('stop.removedTitle'),
            description: words('stop.removed', { name }),
            type: 'success',
            duration: UNDO_NOTICE_MS,
            action: {
              label: words('edit.undo'),
              onClick: () => {
                focusAfterEdit.current = { stop: id };
                if (undoIt()) return;
                focusAfterEdit.current = null;
                toast({ title: words('page.error'), description: words('stop.undoLate'), type: 'error' });
              },
            },
          });
        });
      },
    };
  }, [canEdit, days]);

  // The picker's days and dates: the same array while they are the same (an edit rarely changes them).
  const datesKey = plan.dayPlans.map((d) => `${d.day} ${d.date ?? ''}`).join('|');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the days and dates the picker shows
  const pickable = useMemo(() => plan.dayPlans.map((d) => ({ day: d.day, date: d.date ?? null })), [datesKey]);

  return (
    <Stack gap="6">
      <DayPicker
        days={pickable}
        day={day}
        onPick={pick}
        allFolded={allFolded}
        onFoldAll={() => setFolded(allFolded ? new Set() : new Set(plan.dayPlans.map((d) => d.day)))}
        editor={editor}
      />
      {editor ? <EditConflict editor={editor} /> : null}
      {editor ? <WaitingEdits editor={editor} /> : null}
      {plan.bases.length > 0 ? (
        <Bases bases={plan.bases} busy={editor?.busy ?? false} onEdit={editor?.apply ?? null} />
      ) : null}
      {plan.dayPlans.map((d) => (
        <DayPlan
          key={d.day}
          day={d}
          picked={d.day === day}
          folded={folded.has(d.day)}
          onFold={fold}
          editing={editing}
        />
      ))}
    </Stack>
  );
}

type Base = Plan['bases'][number];

type BasesProps = {
  readonly bases: readonly Base[];
  readonly busy: boolean;
  /** Null where the plan cannot be changed. */
  readonly onEdit: PlanEditor['apply'] | null;
};

/** Where the traveller sleeps, in order, with a night more or less at each (editable). */
const Bases = memo(function Bases({ bases, busy, onEdit }: BasesProps) {
  const t = usePlannerT();
  return (
    <Box as="section" aria-labelledby="plan-bases-title">
      <Heading as="h3" id="plan-bases-title" size="sm" mb="2">
        {t('bases.title')}
      </Heading>
      <Stack as="ol" gap="2" listStyleType="none">
        {bases.map((base, i) => (
          <Box as="li" key={base.place.id}>
            <Flex fontSize="sm" gap="2">
              <Flex
                flexShrink={0}
                boxSize="5"
                mt="0.5"
                rounded="full"
                bg="teal.700"
                color="white"
                align="center"
                justify="center"
                fontSize="2xs"
                fontWeight="semibold"
                aria-hidden="true"
              >
                {i + 1}
              </Flex>
              <Box flex="1" minW="0">
                <Text as="span" fontWeight="semibold">
                  {base.place.name}
                </Text>{' '}
                <Text as="span" color="fg.muted">
                  ({t('bases.nights', { count: base.nights })})
                </Text>
                <Text color="fg.muted">{base.why}</Text>
              </Box>
              {onEdit ? (
                <Flex gap="1" flexShrink={0} className="tm-no-print">
                  <Button
                    size="2xs"
                    variant="outline"
                    aria-label={t('bases.removeNight', { place: base.place.name })}
                    disabled={busy || base.nights <= 1}
                    onClick={() => onEdit([{ kind: 'REMOVE_NIGHT', placeId: base.place.id }])}
                  >
                    {t('bases.minusNight')}
                  </Button>
                  <Button
                    size="2xs"
                    variant="outline"
                    aria-label={t('bases.addNight', { place: base.place.name })}
                    disabled={busy}
                    onClick={() => onEdit([{ kind: 'ADD_NIGHT', placeId: base.place.id }])}
                  >
                    {t('bases.plusNight')}
                  </Button>
                </Flex>
              ) : null}
            </Flex>
            {base.suggestedListing && base.stayBudget ? (
              <BaseListing listing={base.suggestedListing} perRoomPerNightLkr={base.stayBudget.perRoomPerNightLkr} />
            ) : null}
          </Box>
        ))}
      </Stack>
    </Box>
  );
});

/** A directory listing that fits the stay's budget; the same while the edits leave the stay alone. */
const BaseListing = memo(function BaseListing({
  listing,
  perRoomPerNightLkr,
}: {
  listing: NonNullable<Base['suggestedListing']>;
  perRoomPerNightLkr: number;
}) {
  const t = usePlannerT();
  const { locale } = useI18n();
  return (
    <Box mt="2" ms="7" maxW="md" className="tm-no-print">
      <ListingSummaryCard
        listing={listing}
        layout="row"
        headingLevel="h4"
        tag={t('bases.listingTag')}
        note={t('bases.listingNote', { amount: formatLkr(Math.round(perRoomPerNightLkr / 100) * 100, locale) })}
      />
    </Box>
  );
});

type PickableDay = { readonly day: number; readonly date: string | null };

type DayPickerProps = {
  readonly days: readonly PickableDay[];
  readonly day: number | null;
  readonly onPick: (day: number | null) => void;
  readonly allFolded: boolean;
  readonly onFoldAll: () => void;
  readonly editor: PlanEditor | null;
};

/** Day 1 … N with their dates, in view while the days scroll under it; picking one shows it here and on the map. */
function DayPicker({ days, day, onPick, allFolded, onFoldAll, editor }: DayPickerProps) {
  const t = usePlannerT();
  return (
    <Flex
      position="sticky"
      top="16"
      zIndex="docked"
      bg="bg"
      py="2"
      mx="-1"
      px="1"
      gap="2"
      align="center"
      wrap="wrap"
      justify="flex-end"
      borderBottomWidth="1px"
      className="tm-no-print"
      data-testid="day-picker"
    >
      {/* The days scroll; where the buttons beside them do not fit (longer words in Sinhala or Tamil on a phone), they
          go to a line of their own. */}
      <DayButtons days={days} day={day} onPick={onPick} />
      {editor ? <UndoRedo editor={editor} /> : null}
      <Button size="xs" variant="ghost" onClick={onFoldAll} flexShrink={0}>
        {allFolded ? t('days.unfoldAll') : t('days.foldAll')}
      </Button>
    </Flex>
  );
}

/** Which ends of a row that scrolls sideways have more beyond them; kept up to date as it scrolls or changes size. */
function useMoreBeyond(row: RefObject<HTMLElement | null>, content: unknown): { start: boolean; end: boolean } {
  const [more, setMore] = useState({ start: false, end: false });
  useLayoutEffect(() => {
    const element = row.current;
    if (!element) return;
    const measure = () => {
      const start = element.scrollLeft > 1;
      const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setMore((current) => (current.start === start && current.end === end ? current : { start, end }));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const watcher = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    watcher?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      watcher?.disconnect();
    };
  }, [row, content]);
  return more;
}

/** The fade and the arrow at one end of the day row, shown while more days lie beyond it. */
function MoreDays({ side, label, onClick }: { side: 'start' | 'end'; label: string; onClick: () => void }) {
  return (
    <Flex
      position="absolute"
      top="0"
      bottom="1"
      {...(side === 'start' ? { insetStart: '0', bgGradient: 'to-r' } : { insetEnd: '0', bgGradient: 'to-l' })}
      gradientFrom="bg"
      gradientVia="bg"
      gradientTo="transparent"
      w="12"
      align="center"
      justify={side === 'start' ? 'flex-start' : 'flex-end'}
      pointerEvents="none"
      data-testid={`days-more-${side}`}
    >
      <IconButton
        size="xs"
        variant="subtle"
        colorPalette="teal"
        rounded="full"
        aria-label={label}
        onClick={onClick}
        pointerEvents="auto"
      >
        <Text as="span" aria-hidden="true" fontSize="md" lineHeight="1">
          {side === 'start' ? '‹' : '›'}
        </Text>
      </IconButton>
    </Flex>
  );
}

/**
 * The picker's buttons: drawn again when the day picked or the days change, not while an edit is on its way. Days
 * that do not fit scroll sideways, and each end with more beyond it fades, with an arrow that scrolls to them.
 */
const DayButtons = memo(function DayButtons({ days, day, onPick }: Pick<DayPickerProps, 'days' | 'day' | 'onPick'>) {
  const t = usePlannerT();
  const { locale } = useI18n();
  const row = useRef<HTMLDivElement>(null);
  const more = useMoreBeyond(row, days);
  const scrollBy = (direction: 1 | -1) => {
    const element = row.current;
    element?.scrollBy?.({ left: direction * element.clientWidth * 0.8, behavior: 'smooth' });
  };
  // The day picked (here, or on the timeline) is brought into the row's view.
  useEffect(() => {
    const element = row.current;
    const picked = element?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!element || !picked) return;
    const left = picked.offsetLeft - element.offsetLeft;
    if (left < element.scrollLeft || left + picked.offsetWidth > element.scrollLeft + element.clientWidth)
      element.scrollTo?.({ left: left - element.clientWidth / 3 });
  }, [day]);
  return (
    <Box position="relative" flex="1 1 6rem" minW="0">
      <Flex
        as="nav"
        ref={row}
        aria-label={t('days.nav')}
        gap="1.5"
        overflowX="auto"
        pb="1"
        data-testid="day-buttons"
        css={{ scrollbarWidth: 'thin' }}
      >
        <Button
          size="xs"
          variant={day === null ? 'solid' : 'outline'}
          colorPalette="teal"
          aria-pressed={day === null}
          onClick={() => onPick(null)}
          flexShrink={0}
        >
          {t('days.wholeTrip')}
        </Button>
        {days.map((d) => (
          <Button
            key={d.day}
            size="xs"
            variant={day === d.day ? 'solid' : 'outline'}
            colorPalette="teal"
            aria-pressed={day === d.day}
            onClick={() => onPick(d.day)}
            flexShrink={0}
            flexDirection="column"
            h="auto"
            py="1"
            gap="0"
          >
            <Text as="span">{t('places.day', { day: String(d.day) })}</Text>
            {d.date ? (
              <Text as="span" fontSize="2xs" fontWeight="normal">
                {formatShortDate(d.date, locale)}
              </Text>
            ) : null}
          </Button>
        ))}
      </Flex>
      {more.start ? <MoreDays side="start" label={t('days.earlier')} onClick={() => scrollBy(-1)} /> : null}
      {more.end ? <MoreDays side="end" label={t('days.later')} onClick={() => scrollBy(1)} /> : null}
    </Box>
  );
});
