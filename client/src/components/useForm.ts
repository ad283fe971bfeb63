import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { serverErrorFor, type ServerError } from './server-errors';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** What the form says as a whole after a submit (the server's refusal that names no field, or a success). */
export type FormNotice = { kind: 'success' | 'error'; text: string };

/** The fields of a form whose value is text, the ones a text input, select or textarea can edit. */
export type TextFieldOf<Values> = {
  [Field in keyof Values]: Values[Field] extends string ? Field : never;
}[keyof Values] &
  string;

/**
 * A field's rule: the spec's message when the value breaks it, nothing when it is fine. `control` is the field's
 * element, for the few checks that are the browser's own (the validity of type="email").
 */
export type Rule<Values, Field extends keyof Values> = (
  value: Values[Field],
  values: Values,
  control: Element | null,
) => string | null | undefined;

export type FormOptions<Values extends Record<string, unknown>> = {
  initial: Values | (() => Values);
  rules?: { [Field in keyof Values]?: Rule<Values, Field> };
  /** Fields whose rule also runs on every change (a date range), rather than only on submit. */
  live?: readonly (keyof Values & string)[];
  /** Runs when every rule passes; the form counts as submitting until its promise settles. */
  onSubmit: (values: Values) => unknown;
};

/**
 * The one form pattern of the client: values, a message per field, submit state, and the mapping of a server
 * refusal onto its field.
 *
 * - Rules run on submit; the messages show at once and the first field that has one takes the focus, so a screen
 *   reader reads it with its message. Editing a field drops its message, which was about the old value.
 * - A second submit while one is under way is ignored.
 * - `showServerError` puts the server's message under the field it names (see `serverErrorFor`) and answers the
 *   error, so the form can word its toast.
 */
export function useForm<Values extends Record<string, unknown>>({
  initial,
  rules = {},
  live = [],
  onSubmit,
}: FormOptions<Values>) {
  const [values, setValuesState] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<keyof Values & string>>({});
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<FormNotice | null>(null);
  // Several changes in one event (a reset of two fields) each build on the one before.
  const latest = useRef(values);
  const formElement = useRef<HTMLFormElement | null>(null);
  const busy = useRef(false);
  const idPrefix = useId();

  type Field = keyof Values & string;
  const fields = Object.keys(values) as Field[];
  const controlOf = (field: Field): Element | null => {
    const control = formElement.current?.elements.namedItem(field);
    return control instanceof Element ? control : null;
  };
  const check = (field: Field, of: Values) => rules[field]?.(of[field], of, controlOf(field)) || undefined;

  const replaceValues = (next: Values) => {
    latest.current = next;
    setValuesState(next);
  };

  /** Shows exactly these messages and focuses the first field that has one; answers whether there were none. */
  const showErrors = (found: FieldErrors<Field>) => {
    flushSync(() => setErrors(found));
    const first = fields.find((field) => found[field]);
    const control = first ? controlOf(first) : null;
    if (control instanceof HTMLElement) control.focus();
    return first === undefined;
  };

  const setValue = <F extends Field>(field: F, value: Values[F]) => {
    const next = { ...latest.current, [field]: value };
    replaceValues(next);
    setErrors((current) => {
      const { [field]: _fixed, ...rest } = current;
      const kept: FieldErrors<Field> = rest as FieldErrors<Field>;
      for (const liveField of live) {
        const message = check(liveField, next);
        if (message) kept[liveField] = message;
        else delete kept[liveField];
      }
      return kept;
    });
  };

  const errorIdOf = (field: Field) => `${idPrefix}-${field}-error`;

  return {
    values,
    errors,
    submitting,
    /** Cleared by every submit. */
    notice,
    setNotice,
    setValue,
    showErrors,
    errorIdOf,

    /** Props for a TextField. */
    bind: <F extends TextFieldOf<Values>>(field: F) => ({
      name: field,
      value: values[field] as string,
      error: errors[field],
      onChange: (value: string) => setValue(field, value as Values[F]),
    }),

    /** Props for a FormField around a Chakra input, select or textarea: its error, tied to the control by id. */
    field: (field: Field) => ({ error: errors[field], errorId: errorIdOf(field) }),
    control: <F extends TextFieldOf<Values>>(field: F) => ({
      name: field,
      value: values[field] as string,
      onChange: (event: { target: { value: string } }) => setValue(field, event.target.value as Values[F]),
      // Ark ties errors with aria-errormessage only, which many screen readers skip; aria-describedby is read by all.
      ...(errors[field] ? { 'aria-describedby': errorIdOf(field) } : {}),
    }),

    /** The form's onSubmit: rules, then `onSubmit` with the values. */
    handleSubmit: async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      formElement.current = event.currentTarget;
      if (busy.current) return;
      setNotice(null);
      const current = latest.current;
      const found: FieldErrors<Field> = {};
      for (const field of fields) {
        const message = check(field, current);
        if (message) found[field] = message;
      }
      if (!showErrors(found)) return;
      busy.current = true;
      setSubmitting(true);
      try {
        await onSubmit(current);
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    },

    showServerError: (error: unknown, aliases?: Readonly<Partial<Record<string, Field>>>): ServerError | null => {
      const refused = serverErrorFor(error, fields, aliases);
      if (refused?.field) showErrors({ [refused.field]: refused.message } as FieldErrors<Field>);
      return refused;
    },

    /** Replaces every value and drops every message (a reset, or Cancel). */
    reset: (next: Values) => {
      replaceValues(next);
      setErrors({});
    },
  };
}

export type Form<Values extends Record<string, unknown>> = ReturnType<typeof useForm<Values>>;
