/**
 * Formats a message the build compiled (i18n-plugin.ts): its text, or FormatJS's syntax tree of an ICU message with
 * arguments. Only what the catalogues use: arguments, numbers, plural and select. A few hundred bytes instead of
 * intl-messageformat's runtime, since the home route has no room for it.
 */

// FormatJS's element types (TYPE in @formatjs/icu-messageformat-parser), by number so the parser stays out of the bundle.
const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;

type Element = {
  readonly type: number;
  readonly value: string;
  readonly options?: Readonly<Record<string, { readonly value: readonly Element[] }>>;
  readonly offset?: number;
  readonly pluralType?: 'cardinal' | 'ordinal';
};

export type CompiledMessage = string | readonly Element[];
export type MessageValues = Readonly<Record<string, string | number>>;

function formatElements(
  elements: readonly Element[],
  values: MessageValues,
  locale: string,
  count: number | null,
): string {
  let out = '';
  for (const element of elements) {
    const value = values[element.value];
    if (element.type === LITERAL) out += element.value;
    else if (element.type === POUND) out += count === null ? '#' : new Intl.NumberFormat(locale).format(count);
    else if (element.type === ARGUMENT) out += String(value ?? '');
    else if (element.type === NUMBER)
      out += typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : String(value ?? '');
    else if (element.type === SELECT) {
      const options = element.options!;
      out += formatElements((options[String(value)] ?? options.other!).value, values, locale, count);
    } else if (element.type === PLURAL) {
      const options = element.options!;
      const n = Number(value) - (element.offset ?? 0);
      const chosen =
        options[`=${Number(value)}`] ??
        options[new Intl.PluralRules(locale, { type: element.pluralType }).select(n)] ??
        options.other!;
      out += formatElements(chosen.value, values, locale, n);
    }
  }
  return out;
}

export function formatMessage(message: CompiledMessage, values: MessageValues, locale: string): string {
  return typeof message === 'string' ? message : formatElements(message, values, locale, null);
}
