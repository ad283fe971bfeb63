import { useState } from 'react';
import { flushSync } from 'react-dom';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * The messages under a form's fields. `show` renders them at once and focuses the first field that has one, so a
 * screen reader reads it with its message; editing a field drops the message, which was about the old value.
 */
export function useFormErrors<Field extends string>(order: readonly Field[]) {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const show = (form: HTMLFormElement, found: FieldErrors<Field>) => {
    flushSync(() => setErrors(found));
    const first = order.find((field) => found[field]);
    const control = first ? form.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
    return Object.keys(found).length === 0;
  };

  const clear = (field: Field) => {
    if (errors[field]) setErrors(({ [field]: _fixed, ...rest }) => rest as FieldErrors<Field>);
  };

  return { errors, show, clear };
}
