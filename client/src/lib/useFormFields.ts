import { useState } from 'react';
import { flushSync } from 'react-dom';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * A form's text values and the messages under its fields. `bind(field)` gives a TextField its props; editing a field
 * drops its message, which was about the old value. `show` renders messages at once and focuses the first field
 * that has one, so a screen reader reads it with its message; it answers whether there were none.
 */
export function useFormFields<Field extends string>(initial: Record<Field, string>, order: readonly Field[]) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const show = (form: HTMLFormElement, found: FieldErrors<Field>) => {
    flushSync(() => setErrors(found));
    const first = order.find((field) => found[field]);
    const control = first ? form.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
    return Object.keys(found).length === 0;
  };

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors(({ [field]: _fixed, ...rest }) => rest as FieldErrors<Field>);
    },
  });

  /** Replaces every value and drops every message (a reset, or Cancel). */
  const reset = (next: Record<Field, string>) => {
    setValues(next);
    setErrors({});
  };

  return { values, errors, bind, show, reset, setErrors };
}
