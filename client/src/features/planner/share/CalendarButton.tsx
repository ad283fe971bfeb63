import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DialogFrame } from '../../../components/DialogFrame';
import { toast } from '../../../components/toast';
import { DownloadError, fetchFile, saveFile } from '../../../lib/download';
import { plannerEnglish, usePlannerT, type PlannerT } from '../i18n';

type CalendarButtonProps = {
  /** The plan's iCalendar address: the owner's /api/plans/{id}/calendar.ics, or a share link's calendarUrl. */
  readonly url: string;
  /** The owner's session token; none for a shared plan. */
  readonly token?: string | null;
  /** The plan's first day; without one, the traveller is asked for it (the server dates the days from `start`). */
  readonly startDate: string | null;
};

/** YYYY-MM-DD of today plus `days`, in the traveller's own time zone. */
export function localDay(days: number, now = new Date()): string {
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-${String(next.getDate()).padStart(2, '0')}`;
}

/** What went wrong, in words a traveller can act on. */
export function calendarErrorMessage(error: unknown, t: PlannerT = plannerEnglish): string {
  if (!(error instanceof DownloadError)) return t('calendar.failed');
  if (error.status === 404) return t('calendar.notFound');
  if ((error.status === 400 || error.status === 429) && error.message) return error.message;
  return t('calendar.failed');
}

/**
 * "Add to calendar": downloads the plan as an .ics file, one event per stop and per journey. The file is fetched and
 * saved from a Blob rather than linked, so the owner's token can go with it and a refusal is said in a toast
 * instead of leaving the page. A plan without dates asks on which day it starts, the next day by default.
 */
export function CalendarButton({ url, token, startDate }: CalendarButtonProps) {
  const t = usePlannerT();
  const [asking, setAsking] = useState(false);
  const [start, setStart] = useState(() => localDay(1));
  const [busy, setBusy] = useState(false);

  const download = async (from: string | null) => {
    setBusy(true);
    try {
      const address = new URL(url, window.location.origin);
      if (from) address.searchParams.set('start', from);
      const { blob, filename } = await fetchFile(address.href, { token, fallbackName: 'tripmate-plan.ics' });
      saveFile(blob, filename);
      setAsking(false);
    } catch (error) {
      toast({ title: t('page.error'), description: calendarErrorMessage(error, t), type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="outline"
        flex={{ sm: '1' }}
        onClick={() => (startDate ? void download(null) : setAsking(true))}
        loading={busy && !asking}
        loadingText={t('calendar.downloading')}
      >
        {t('calendar.add')}
      </Button>
      <DialogFrame
        open={asking}
        onClose={() => setAsking(false)}
        title={t('calendar.add')}
        onSubmit={() => void download(start)}
        footer={
          <>
            <Button variant="outline" onClick={() => setAsking(false)}>
              {t('calendar.cancel')}
            </Button>
            <Button
              type="submit"
              colorPalette="teal"
              loading={busy}
              loadingText={t('calendar.downloading')}
              disabled={!start}
            >
              {t('calendar.download')}
            </Button>
          </>
        }
      >
        <Stack gap="4">
          <Text>{t('calendar.noDates')}</Text>
          <Field.Root required>
            <Field.Label>{t('calendar.firstDay')}</Field.Label>
            <Input
              type="date"
              value={start}
              min={localDay(0)}
              onChange={(event) => setStart(event.target.value)}
              required
            />
          </Field.Root>
        </Stack>
      </DialogFrame>
    </>
  );
}
