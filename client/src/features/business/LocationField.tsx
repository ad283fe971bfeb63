import { useQuery } from '@apollo/client/react';
import { Box, Button, Field, Fieldset, Flex, Grid, Input, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useId, useState } from 'react';
import type { MapPoint } from '../../components/map/map-view';
import type { Form } from '../../components/useForm';
import { graphql } from '../../gql/gql';
import type { BusinessFormValues, PinValue } from './business-form-values';
import { districtName } from '../../lib/districts';
import { useI18n } from '../../lib/i18n/i18n';
import { useBusinessT, type BusinessT } from './i18n';
import { useDebouncedValue } from './useDebouncedValue';

const PinMap = lazy(() => import('../../components/map/PinMap'));

export const AddressPinQueryDocument = graphql(`
  query AddressPin($address: String!) {
    addressPin(address: $address) {
      location {
        lat
        lng
      }
      onLand
      district
    }
  }
`);

export const PinAtQueryDocument = graphql(`
  query PinAt($point: PointInput!) {
    pinAt(point: $point) {
      onLand
      district
    }
  }
`);

/** About 55 m north-south (a little less east-west): one press of a move button. */
const NUDGE_DEGREES = 0.0005;
const ADDRESS_DELAY_MS = 600;
/** Six decimals is about 10 cm: more than anyone can place a door by. */
const rounded = (value: number) => Math.round(value * 1e6) / 1e6;

/** In the keyboard's order: north, west, east, south; each placed on the pad where it points. */
const moves = [
  { label: 'north', arrow: '↑', lat: 1, lng: 0, column: 2, row: 1 },
  { label: 'west', arrow: '←', lat: 0, lng: -1, column: 1, row: 2 },
  { label: 'east', arrow: '→', lat: 0, lng: 1, column: 3, row: 2 },
  { label: 'south', arrow: '↓', lat: -1, lng: 0, column: 2, row: 3 },
] as const;

/** Where the pin shows: the owner's, the stored one while the address is the one it was saved with, else the address's. */
function usePin(location: PinValue, address: string) {
  const fromAddress =
    location.by === 'address' ||
    (location.by === 'stored' && (location.point === null || address.trim() !== location.address.trim()));
  const typed = useDebouncedValue(address.trim(), ADDRESS_DELAY_MS);
  const found = useQuery(AddressPinQueryDocument, {
    variables: { address: typed },
    skip: !fromAddress || typed === '',
  });
  const point = fromAddress ? (found.data?.addressPin?.location ?? null) : location.point;
  const checked = useQuery(PinAtQueryDocument, {
    variables: { point: point ? { lat: point.lat, lng: point.lng } : { lat: 0, lng: 0 } },
    skip: fromAddress || point === null,
  });
  const facts = fromAddress ? found.data?.addressPin : checked.data?.pinAt;
  const searching = fromAddress && (typed !== address.trim() || found.loading);
  return {
    point,
    fromAddress,
    searching,
    notFound:
      fromAddress && typed !== '' && !found.loading && found.data !== undefined && found.data.addressPin === null,
    onLand: facts?.onLand ?? true,
    district: facts?.district ?? null,
  };
}

/**
 * A coordinate input: what was typed stays as typed ("81." on the way to "81.05") while it stands for the pin's value;
 * once the pin moves some other way (a drag, a move button), the input shows the new value.
 */
function CoordinateInput({
  label,
  value,
  onChange,
  min,
  max,
}: {
  label: string;
  value: number | null;
  onChange: (value: number) => void;
  min: number;
  max: number;
}) {
  const shown = value === null ? '' : String(rounded(value));
  const [typed, setTyped] = useState({ text: shown, standsFor: shown });
  const text = typed.standsFor === shown ? typed.text : shown;
  return (
    <Field.Root flex="1" minW="0" gap="1">
      <Field.Label fontSize="sm">{label}</Field.Label>
      <Input
        size="sm"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        bg="bg"
        onChange={(event) => {
          const next = event.target.value;
          const number = Number(next.trim().replace(',', '.'));
          const valid = next.trim() !== '' && Number.isFinite(number) && number >= min && number <= max;
          setTyped({ text: next, standsFor: valid ? String(rounded(number)) : shown });
          if (valid) onChange(number);
        }}
      />
    </Field.Root>
  );
}

/**
 * The listing's map pin: placed where the address is found, dragged (or the map clicked) to the door, moved by keys
 * with the four buttons, or put at typed coordinates. The district is the server's, from the pin's point.
 */
export function LocationField({ form }: { form: Form<BusinessFormValues> }) {
  const t = useBusinessT();
  const { locale } = useI18n();
  const { location, address, name } = form.values;
  const pin = usePin(location, address);
  const { error, errorId } = form.field('location');
  const statusId = useId();
  const place = (point: MapPoint) =>
    form.setValue('location', { by: 'owner', point: { lat: rounded(point.lat), lng: rounded(point.lng) } });
  const nudge = (dLat: number, dLng: number) =>
    pin.point && place({ lat: pin.point.lat + dLat * NUDGE_DEGREES, lng: pin.point.lng + dLng * NUDGE_DEGREES });
  const status = statusOf(pin, location.by, address, t);

  return (
    <Fieldset.Root
      name="location"
      tabIndex={-1}
      invalid={Boolean(error)}
      aria-describedby={error ? `${errorId} ${statusId}` : statusId}
      minW="0"
    >
      <Stack gap="3">
        <Box>
          <Fieldset.Legend fontWeight="medium" fontSize="sm">
            {t('pin.legend')}
          </Fieldset.Legend>
          <Fieldset.HelperText fontSize="xs" color="fg.muted" mt="0.5">
            {t('pin.hint')}
          </Fieldset.HelperText>
        </Box>
        <Box h={{ base: '56', md: '64' }} rounded="lg" overflow="hidden" borderWidth="1px" data-testid="pin-map">
          <Suspense fallback={<Box h="full" bg="bg.muted" aria-busy="true" />}>
            <PinMap
              point={pin.point}
              onMove={place}
              label={name.trim() ? t('pin.mapOf', { name: name.trim() }) : t('pin.mapOfYours')}
            />
          </Suspense>
        </Box>
        <Flex gap="1" columnGap="4" wrap="wrap" justify="space-between" align="baseline">
          <Text
            id={statusId}
            fontSize="sm"
            color={pin.onLand ? 'fg.muted' : 'fg.error'}
            role="status"
            aria-live="polite"
            flex="1"
            minW="14rem"
          >
            {status}
          </Text>
          <Text fontSize="sm" flexShrink={0}>
            <Text as="span" color="fg.muted">
              {t('pin.district')}
            </Text>{' '}
            <Text as="span" fontWeight="semibold">
              {pin.district ? districtName(pin.district, locale) : pin.point ? t('pin.districtUnknown') : '—'}
            </Text>
          </Text>
        </Flex>
        <Flex gap="4" wrap="wrap" align="center">
          <Box role="group" aria-label={t('pin.move')}>
            {/* A pad of four arrows, each where it points. */}
            <Grid templateColumns="repeat(3, 2rem)" templateRows="repeat(3, 1.75rem)" gap="0.5">
              {moves.map((move) => (
                <Button
                  key={move.label}
                  type="button"
                  size="xs"
                  minW="0"
                  h="full"
                  variant="outline"
                  gridColumn={move.column}
                  gridRow={move.row}
                  disabled={!pin.point}
                  aria-label={t('pin.moveTo', { direction: move.label })}
                  title={t('pin.moveTitle', { direction: move.label })}
                  onClick={() => nudge(move.lat, move.lng)}
                >
                  <span aria-hidden="true">{move.arrow}</span>
                </Button>
              ))}
            </Grid>
          </Box>
          <Flex gap="2" flex="1" minW="10rem">
            <CoordinateInput
              label={t('pin.latitude')}
              value={pin.point?.lat ?? null}
              min={5.9}
              max={9.9}
              onChange={(lat) => place({ lat, lng: pin.point?.lng ?? 80.7718 })}
            />
            <CoordinateInput
              label={t('pin.longitude')}
              value={pin.point?.lng ?? null}
              min={79.5}
              max={82}
              onChange={(lng) => place({ lat: pin.point?.lat ?? 7.8731, lng })}
            />
          </Flex>
        </Flex>
        {location.by === 'owner' ? (
          <Button
            type="button"
            size="xs"
            variant="plain"
            color="brand.fg"
            px="0"
            alignSelf="flex-start"
            onClick={() => form.setValue('location', { by: 'address', point: null })}
          >
            {t('pin.fromAddress')}
          </Button>
        ) : null}
        {error ? <Fieldset.ErrorText id={errorId}>{error}</Fieldset.ErrorText> : null}
      </Stack>
    </Fieldset.Root>
  );
}

function statusOf(pin: ReturnType<typeof usePin>, by: PinValue['by'], address: string, t: BusinessT): string {
  if (!pin.onLand) return t('pin.offLand');
  if (by === 'owner') return t('pin.byOwner');
  if (!pin.fromAddress) return pin.point ? t('pin.asSaved') : t('pin.none');
  if (!address.trim()) return t('pin.typeAddress');
  if (pin.searching) return t('pin.finding');
  if (pin.notFound) return t('pin.notFound');
  return t('pin.fromYourAddress');
}
