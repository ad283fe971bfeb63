import { useQuery } from '@apollo/client/react';
import { Box, Input, Text } from '@chakra-ui/react';
import { useEffect, useId, useState, type KeyboardEvent, type Ref } from 'react';
import type { PlaceSuggestionsQuery } from '../../gql/graphql';
import { usePlannerT } from './i18n';
import { PlaceSuggestionsDocument } from './queries';

const SUGGEST_DELAY_MS = 200;
/** Suggestions start at this many letters (a Sinhala or Tamil letter with its vowel sign counts as two). */
const MIN_QUERY = 2;

type Suggestion = PlaceSuggestionsQuery['geocodeSuggestions'][number];

/** The places the server suggests for what is typed, asked a moment after typing stops; none while nothing is typed. */
function usePlaceSuggestions(text: string, wanted: boolean): readonly Suggestion[] {
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const skip = !wanted || query.length < MIN_QUERY;
  const { data } = useQuery(PlaceSuggestionsDocument, { variables: { query }, skip });
  return skip ? [] : (data?.geocodeSuggestions ?? []);
}

type PlaceFieldProps = {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly placeholder?: string;
  readonly inputRef?: Ref<HTMLInputElement>;
  /** The field's own input attributes (id, name, aria-*), from Chakra's Field.Root and the form. */
  readonly inputProps?: Record<string, unknown>;
};

/**
 * A place typed in Latin, Sinhala or Tamil script, with the places it may be listed below as the traveller types: an
 * ARIA combobox (arrow keys move through the list, Enter takes a place, Escape closes it; a click or tap takes one
 * too). A suggestion taken fills the field with the place's name as the geocoder will find it.
 */
export function PlaceField({ value, onChange, placeholder, inputRef, inputProps }: PlaceFieldProps) {
  const t = usePlannerT();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = usePlaceSuggestions(value, open);
  // A list that only repeats what is typed says nothing.
  const shown = suggestions.filter((s) => (s.label ?? s.name) !== value.trim());
  const expanded = open && shown.length > 0;
  const optionId = (i: number) => `${listId}-option-${i}`;

  const take = (suggestion: Suggestion) => {
    onChange(suggestion.label ?? suggestion.name);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) return setOpen(true);
      event.preventDefault();
      const by = event.key === 'ArrowDown' ? 1 : -1;
      // Through the places and back to the text as typed (-1).
      setActive((current) => ((current + 1 + by + shown.length + 1) % (shown.length + 1)) - 1);
      return;
    }
    if (event.key === 'Enter' && expanded && active >= 0 && active < shown.length) {
      // Taking a place is not submitting the form.
      event.preventDefault();
      take(shown[active]!);
      return;
    }
    if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <Box position="relative">
      <Input
        {...inputProps}
        ref={inputRef}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        // A click on a suggestion lands before the blur closes the list (the list keeps focus off itself).
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        autoComplete="off"
        maxLength={200}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 && active < shown.length ? optionId(active) : undefined}
      />
      <Box
        as="ul"
        id={listId}
        role="listbox"
        aria-label={t('form.suggestions')}
        hidden={!expanded}
        position="absolute"
        zIndex="dropdown"
        insetX="0"
        mt="1"
        bg="bg.panel"
        borderWidth="1px"
        rounded="md"
        shadow="md"
        py="1"
        listStyleType="none"
        maxH="64"
        overflowY="auto"
      >
        {shown.map((s, i) => (
          <Box
            as="li"
            key={s.id}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            px="3"
            py="1.5"
            cursor="pointer"
            bg={i === active ? 'teal.subtle' : undefined}
            _hover={{ bg: 'bg.muted' }}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => take(s)}
          >
            <Text as="span">{s.label ?? s.name}</Text>
            {s.district && !(s.label ?? '').includes(',') ? (
              <Text as="span" color="fg.muted" fontSize="sm">
                {' '}
                · {s.district}
              </Text>
            ) : null}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
