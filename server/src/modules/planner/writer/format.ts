/**
 * A message's forms for each plural category of its language (Intl.PluralRules), `other` always; `#` stands for the
 * number, formatted for the language. English needs `one` and `other`; Sinhala and Tamil need the same two; other
 * languages use `zero`, `two`, `few` or `many` as well.
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { readonly other: string };

/** Plain spaces: the texts are read as plain text (searched, split, compared), where a no-break space surprises. */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** A number format whose integer part is grouped by thousands whatever the locale's own grouping (Indian lakhs). */
function groupedByThousands(format: Intl.NumberFormat): Intl.NumberFormat {
  const regroup = (n: number) => {
    const parts = format.formatToParts(n);
    const separator = parts.find((p) => p.type === 'group')?.value ?? ',';
    const digits = parts
      .filter((p) => p.type === 'integer')
      .map((p) => p.value)
      .join('');
    let done = false;
    return parts
      .map((p) => {
        if (p.type === 'group') return '';
        if (p.type !== 'integer') return p.value;
        if (done) return '';
        done = true;
        return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
      })
      .join('');
  };
  return { format: regroup } as Intl.NumberFormat;
}

/**
 * Numbers, money, distances, lists, months and dates for one language, through Intl. Each formatter is built once
 * per language (building Intl objects costs far more than using them).
 */
export class Format {
  private readonly plurals: Intl.PluralRules;
  private readonly integers: Intl.NumberFormat;
  private readonly decimals: Intl.NumberFormat;
  private readonly percents: Intl.NumberFormat;
  private readonly rupees: Intl.NumberFormat;
  private readonly kilometres: Intl.NumberFormat;
  private readonly lists: Intl.ListFormat;
  private readonly enumerations: Intl.ListFormat;
  private readonly months: Intl.DateTimeFormat;
  private readonly dates: Intl.DateTimeFormat;
  private readonly weekdays: Intl.DateTimeFormat;
  private readonly clocks: Intl.DateTimeFormat;

  constructor(
    readonly locale: string,
    grouping?: 'thousands',
    /** The months' names, January first, where the language's Intl data names them otherwise. */
    private readonly monthNames?: readonly string[],
  ) {
    const numbers = (options: Intl.NumberFormatOptions) => {
      const format = new Intl.NumberFormat(locale, options);
      return grouping === 'thousands' ? groupedByThousands(format) : format;
    };
    this.plurals = new Intl.PluralRules(locale);
    this.integers = numbers({ maximumFractionDigits: 0 });
    this.decimals = numbers({ minimumFractionDigits: 1, maximumFractionDigits: 1 });
    this.percents = numbers({ style: 'percent', maximumFractionDigits: 1 });
    this.rupees = numbers({
      style: 'currency',
      currency: 'LKR',
      currencyDisplay: 'code',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    this.kilometres = numbers({ style: 'unit', unit: 'kilometer', maximumFractionDigits: 0 });
    this.lists = new Intl.ListFormat(locale, { type: 'conjunction' });
    this.enumerations = new Intl.ListFormat(locale, { type: 'unit', style: 'short' });
    this.months = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    this.dates = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    this.weekdays = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    this.clocks = new Intl.DateTimeFormat(locale, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    });
  }

  /** The form of `forms` for n in this language, with # replaced by n. */
  plural(n: number, forms: PluralForms): string {
    return (forms[this.plurals.select(n)] ?? forms.other).replaceAll('#', this.number(n));
  }

  /** A whole number, grouped as the language groups: 12,345. */
  number(n: number): string {
    return plainSpaces(this.integers.format(n));
  }

  /** One decimal place: 4.5. */
  decimal(n: number): string {
    return this.decimals.format(n);
  }

  /** A percentage given in percent: 10 → 10%. */
  percent(n: number): string {
    return plainSpaces(this.percents.format(n / 100));
  }

  /** Rupees, rounded to the rupee: LKR 12,345. */
  lkr(n: number): string {
    return plainSpaces(this.rupees.format(n));
  }

  /** A distance, rounded to the kilometre: 115 km. */
  km(n: number): string {
    return plainSpaces(this.kilometres.format(n));
  }

  /** "a, b and c" in this language. */
  list(items: readonly string[]): string {
    return this.lists.format(items);
  }

  /** Items named one after another without a conjunction (road numbers, areas): "A1, A6, A9". */
  enumeration(items: readonly string[]): string {
    return this.enumerations.format(items);
  }

  /**
   * Months as runs of consecutive months, the year wrapping round (November to April), each a single month or its
   * first and last, for a catalogue to join with its own "to": [11, 12, 1, 3] -> [[11, 1], [3]].
   */
  monthRuns(months: readonly number[]): number[][] {
    const set = new Set(months);
    if (set.size === 12) return [[1, 12]];
    const starts = [...set].filter((m) => !set.has(m === 1 ? 12 : m - 1)).sort((a, b) => a - b);
    return starts.map((first) => {
      let last = first;
      while (set.has(last === 12 ? 1 : last + 1)) last = last === 12 ? 1 : last + 1;
      return first === last ? [first] : [first, last];
    });
  }

  /** A month's name, 1-12. */
  month(m: number): string {
    return this.monthNames?.[m - 1] ?? this.months.format(Date.UTC(2000, m - 1, 1));
  }

  /** A day of the week's name, 0 (Sunday) to 6 (Saturday). */
  weekday(d: number): string {
    return this.weekdays.format(Date.UTC(2000, 0, 2 + d));
  }

  /** A time of day given in minutes after midnight, in the locale's 24-hour form: 06:02. */
  clock(minutes: number): string {
    const m = ((Math.round(minutes) % 1440) + 1440) % 1440;
    return this.clocks.format(Date.UTC(2000, 0, 1, Math.floor(m / 60), m % 60));
  }

  /** A calendar date given as YYYY-MM-DD: 4 July 2026. */
  date(iso: string): string {
    const date = new Date(`${iso}T00:00:00Z`);
    if (!this.monthNames) return this.dates.format(date);
    return this.dates
      .formatToParts(date)
      .map((p) => (p.type === 'month' ? this.month(date.getUTCMonth() + 1) : p.value))
      .join('');
  }
}

/** A message catalogue as the writers keep them: its language's formats, and its messages written with them. */
export type FormattedCatalogue<Messages> = {
  readonly locale: string;
  readonly grouping?: 'thousands';
  readonly months?: readonly string[];
  messages(format: Format): Messages;
};

/**
 * Binds catalogues to their language's formats, each once (the plan writer's, the chat's and the server messages'
 * catalogues): the returned function answers a catalogue's messages, built on first use and kept.
 */
export function catalogueBinder<Messages>(): (catalogue: FormattedCatalogue<Messages>) => Messages {
  const bound = new WeakMap<FormattedCatalogue<Messages>, Messages>();
  return (catalogue) => {
    let messages = bound.get(catalogue);
    if (!messages) {
      messages = catalogue.messages(new Format(catalogue.locale, catalogue.grouping, catalogue.months));
      bound.set(catalogue, messages);
    }
    return messages;
  };
}
