import { useLazyQuery } from '@apollo/client/react';
import { Button, Field, Flex, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../gql/gql';
import { useBusinessT } from './i18n';
import { DEFAULT_RADIUS_KM, inSriLanka, radiusOptions, type NearPoint } from './useDirectorySearch';

export const NearPlaceQueryDocument = graphql(`
  query NearPlaceQuery($query: String!) {
    geocode(query: $query) {
      best {
        name
        lat
        lng
      }
    }
  }
`);

/** Where to search near: a place found by the planner's geocoder, or the visitor's own position; and how far. */
export function NearPlaceField({
  near,
  onChange,
}: {
  near: NearPoint | null;
  onChange: (near: NearPoint | null) => void;
}) {
  const t = useBusinessT();
  const [placeText, setPlaceText] = useState(near?.place ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  const [findPlace, found] = useLazyQuery(NearPlaceQueryDocument);
  // Chosen before a place is, it waits for one.
  const [chosenRadius, setChosenRadius] = useState(near?.radiusKm ?? DEFAULT_RADIUS_KM);
  const radiusKm = near?.radiusKm ?? chosenRadius;

  const searchPlace = async (event: FormEvent) => {
    event.preventDefault();
    const text = placeText.trim();
    if (!text) return;
    setProblem(null);
    const { data } = await findPlace({ variables: { query: text } }).catch(() => ({ data: undefined }));
    const best = data?.geocode.best;
    if (!best || !inSriLanka(best)) return setProblem(t('near.notFound'));
    setPlaceText(best.name);
    onChange({ lat: best.lat, lng: best.lng, radiusKm, place: best.name });
  };

  const nearMe = () => {
    setProblem(null);
    if (!navigator.geolocation) return setProblem(t('near.noPosition'));
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        const point = { lat: Math.round(coords.latitude * 1e5) / 1e5, lng: Math.round(coords.longitude * 1e5) / 1e5 };
        if (!inSriLanka(point)) return setProblem(t('near.outside'));
        setPlaceText('');
        onChange({ ...point, radiusKm, place: null });
      },
      () => {
        setLocating(false);
        setProblem(t('near.noPosition'));
      },
      { timeout: 10_000, maximumAge: 60_000 },
    );
  };

  return (
    <Stack gap="2">
      <Flex as="form" onSubmit={searchPlace} gap="3" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'end' }}>
        <Field.Root flex="1" invalid={problem !== null}>
          <Field.Label>{t('near.label')}</Field.Label>
          <Input
            value={placeText}
            onChange={(event) => setPlaceText(event.target.value)}
            placeholder={t('near.placeholder')}
            bg="bg"
            maxLength={200}
          />
        </Field.Root>
        <Button type="submit" variant="outline" loading={found.loading} disabled={!placeText.trim()}>
          {t('near.find')}
        </Button>
        <Button type="button" variant="outline" onClick={nearMe} loading={locating}>
          {t('near.me')}
        </Button>
        <Field.Root width={{ base: 'full', sm: '32' }} flexShrink={0}>
          <Field.Label>{t('near.within')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={radiusKm}
              onChange={(event) => {
                const km = Number(event.target.value);
                setChosenRadius(km);
                if (near) onChange({ ...near, radiusKm: km });
              }}
              bg="bg"
            >
              {radiusOptions.map((km) => (
                <option key={km} value={km}>
                  {t('near.km', { km })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Flex>
      {problem ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          {problem}
        </Text>
      ) : null}
      {near ? (
        <Flex gap="3" align="center" wrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            {t('near.nearest', { km: near.radiusKm, place: near.place ?? t('near.yourLocation') })}
          </Text>
          <Button
            size="xs"
            variant="ghost"
            onClick={() => {
              setPlaceText('');
              onChange(null);
            }}
          >
            {t('near.clear')}
          </Button>
        </Flex>
      ) : null}
    </Stack>
  );
}
