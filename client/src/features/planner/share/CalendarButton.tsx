import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DialogFrame } from '../../../components/DialogFrame';
import { toast } from '../../../components/toast';
import { DownloadError, fetchFile, saveFile } from '../../../lib/download';

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
export function calendarErrorMessage(error: unknown): string {
  if (!(error instanceof DownloadError)) return 'Could not download the calendar. Please try again.';
  if (error.status === 404) return 'This plan could not be found: it may have been deleted, or its link may no longer be shared.';
  if ((error.status === 400 || error.status === 429) && error.message) return error.message;
  return 'Could not download the calendar. Please try again.';
}

/**
 * "Add to calendar": downloads the plan as an .ics file, one event per stop and per journey. The file is fetched and
 * saved from a Blob rather than linked, so the owner's token can go with it and a refusal is said in a toast
 * instead of leaving the page. A plan without dates asks on which day it starts, the next day by default.
 */
export function CalendarButton({ url, token, startDate }: CalendarButtonProps) {
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
      toast({ title: 'Error', description: calendarErrorMessage(error), type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="outline" flex={{ sm: '1' }} onClick={() => (startDate ? void download(null) : setAsking(true))} loading={busy && !asking} loadingText="Downloading...">
        Add to calendar
      </Button>
      <DialogFrame
        open={asking}
        onClose={() => setAsking(false)}
        title="Add to calendar"
        onSubmit={() => void download(start)}
        footer={
          <>
            <Button variant="outline" onClick={() => setAsking(false)}>
              Cancel
            </Button>
            <Button type="submit" colorPalette="teal" loading={busy} loadingText="Downloading..." disabled={!start}>
              Download
            </Button>
          </>
        }
      >
        <Stack gap="4">
          <Text>This plan has no dates yet. On which day does the trip start? Each day of the plan follows from it.</Text>
          <Field.Root required>
            <Field.Label>First day of the trip</Field.Label>
            <Input type="date" value={start} min={localDay(0)} onChange={(event) => setStart(event.target.value)} required />
          </Field.Root>
        </Stack>
      </DialogFrame>
    </>
  );
}
