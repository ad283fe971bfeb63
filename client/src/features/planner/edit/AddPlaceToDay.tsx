import { Box, Button, Field, Input } from '@chakra-ui/react';
import { memo, useId, useState } from 'react';
import type { PlanEditInput } from '../../../gql/graphql';
import { FoundPlaces, useAttractionSearch } from '../attraction-search';
import { usePlannerT } from '../i18n';

type AddPlaceToDayProps = {
  readonly day: number;
  /** Whether an attraction is in the plan already: shown as there, not added twice. */
  readonly isInPlan: (attractionId: string) => boolean;
  readonly onEdit: (edit: PlanEditInput) => void;
};

/**
 * "Add a place" to one day: a search over every attraction; the server fits it into the day and says if it does not
 * fit. Drawn again only when its props change.
 */
export const AddPlaceToDay = memo(function AddPlaceToDay({ day, isInPlan, onEdit }: AddPlaceToDayProps) {
  const t = usePlannerT();
  const [open, setOpen] = useState(false);
  const search = useAttractionSearch();
  const panelId = useId();
  return (
    <Box mt="2" className="tm-no-print">
      <Button size="xs" variant="outline" onClick={() => setOpen(!open)} aria-expanded={open} aria-controls={panelId}>
        {open ? t('add.close') : t('add.open', { day: String(day) })}
      </Button>
      {open ? (
        <Box id={panelId} mt="2" maxW="md">
          <Field.Root>
            <Field.Label fontSize="sm">{t('add.find', { day: String(day) })}</Field.Label>
            <Input
              size="sm"
              value={search.text}
              onChange={(e) => search.setText(e.target.value)}
              placeholder={t('add.placeholder')}
              autoComplete="off"
              maxLength={100}
              type="search"
            />
          </Field.Root>
          <FoundPlaces
            search={search}
            action={(a) => (
              <Button
                size="xs"
                variant="outline"
                colorPalette="teal"
                disabled={isInPlan(a.id)}
                aria-label={t('add.addTo', { name: a.name, day: String(day) })}
                onClick={() => {
                  onEdit({ kind: 'ADD_STOP', attractionId: a.id, day });
                  setOpen(false);
                  search.setText('');
                }}
              >
                {isInPlan(a.id) ? t('add.inPlan') : t('add.add')}
              </Button>
            )}
          />
        </Box>
      ) : null}
    </Box>
  );
});
