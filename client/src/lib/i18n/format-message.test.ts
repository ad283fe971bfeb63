import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '../../../i18n-plugin';
import { formatMessage, type CompiledMessage } from './format-message';

// The compiled form, as the plugin hands it to the app.
const compiled = (message: string) => compileCatalogue({ message }, 'test').message as CompiledMessage;

describe('formatMessage', () => {
  it('gives a message without arguments as it is, with ICU quoting undone', () => {
    expect(compiled('Sign In')).toBe('Sign In');
    expect(formatMessage(compiled("It''s '{'literal'}'"), {}, 'en')).toBe("It's {literal}");
  });

  it('fills arguments, numbers, plurals and selects for the locale', () => {
    expect(formatMessage(compiled('© {year} TripMate.'), { year: '2026' }, 'en')).toBe('© 2026 TripMate.');
    const days = compiled('{count, plural, =0 {no days} one {# day} other {# days}}');
    expect([0, 1, 1200].map((count) => formatMessage(days, { count }, 'en'))).toEqual([
      'no days',
      '1 day',
      '1,200 days',
    ]);
    expect(formatMessage(compiled('දින {count, plural, one {#} other {#}}'), { count: 3 }, 'si')).toBe('දින 3');
    expect(formatMessage(compiled('{who, select, owner {Yours} other {Theirs}}'), { who: 'owner' }, 'en')).toBe(
      'Yours',
    );
    expect(formatMessage(compiled('{n, number} km'), { n: 12345 }, 'ta')).toBe('12,345 km');
  });

  it('is given the syntax tree FormatJS parses', () => {
    expect(compiled('Hi {name}')).toEqual(parse('Hi {name}', { ignoreTag: true }));
  });
});
