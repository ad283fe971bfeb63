import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { PriceRangeBadge } from '../../components/PriceRangeBadge';
import type { BusinessPriceRange, SpokenLanguage, Weekday } from '../../gql/graphql';
import { weekdays } from './business-details';
import { useBusinessT } from './i18n';

type Facts = {
  priceRange?: BusinessPriceRange | null;
  languages: readonly SpokenLanguage[];
  openingHours: readonly { day: Weekday; opens: string; closes: string }[];
  closedOnPoyaDays?: boolean | null;
};

const allDay = (hours: { opens: string; closes: string }) => hours.opens === '00:00' && hours.closes === '24:00';

/** A listing's price range, languages and week of opening hours, each shown only when the owner gave it. */
export function BusinessFacts({ business }: { business: Facts }) {
  const t = useBusinessT();
  if (
    !business.priceRange &&
    business.languages.length === 0 &&
    business.openingHours.length === 0 &&
    !business.closedOnPoyaDays
  )
    return null;
  const openAlways = business.openingHours.length === 7 && business.openingHours.every(allDay);
  return (
    <Box fontSize="sm" display="grid" gap="1.5">
      {business.priceRange || business.languages.length > 0 ? (
        <Flex gap="2" align="center" wrap="wrap">
          {business.priceRange ? <PriceRangeBadge value={business.priceRange} /> : null}
          {business.languages.length > 0 ? (
            <Text color="fg.muted">
              {t('facts.speaks', { languages: business.languages.map((language) => t(`lang.${language}`)).join(', ') })}
            </Text>
          ) : null}
        </Flex>
      ) : null}
      {openAlways ? (
        <Text>{t('facts.allDay')}</Text>
      ) : business.openingHours.length > 0 ? (
        <OpeningHoursList hours={business.openingHours} />
      ) : null}
      {business.closedOnPoyaDays ? <Text color="fg.muted">{t('facts.closedOnPoya')}</Text> : null}
    </Box>
  );
}

/** The week folds away behind one line, so cards stay scannable. */
function OpeningHoursList({ hours }: { hours: Facts['openingHours'] }) {
  const t = useBusinessT();
  const [open, setOpen] = useState(false);
  const id = useId();
  const openDays = hours.length;
  return (
    <Box>
      <Button
        variant="plain"
        size="xs"
        px="0"
        h="auto"
        color="brand.fg"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {open ? t('facts.hideHours') : t('facts.hours', { count: openDays })}
      </Button>
      {open ? (
        <Box as="dl" id={id} display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="0.5" mt="1">
          {weekdays.map((day) => {
            const today = hours.find((entry) => entry.day === day.value);
            return (
              <Box key={day.value} display="contents">
                <Text as="dt" color="fg.muted">
                  {t(`day.${day.value}`)}
                </Text>
                <Text as="dd">
                  {today
                    ? allDay(today)
                      ? t('facts.dayAllDay')
                      : `${today.opens}–${today.closes}`
                    : t('facts.closed')}
                </Text>
              </Box>
            );
          })}
        </Box>
      ) : null}
    </Box>
  );
}
