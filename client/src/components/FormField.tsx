import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type FormFieldProps = {
  label: ReactNode;
  /** The message under the field; it replaces the helper text while shown. */
  error?: string | null;
  /** The id of the message, which the control names in aria-describedby (see useForm's `control`). */
  errorId?: string;
  required?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
  labelId?: string;
  children: ReactNode;
} & Omit<Field.RootProps, 'children' | 'invalid' | 'required' | 'disabled' | 'ids'>;

/** A labelled field of a form: label (with * when required), the control, then its message or its helper text. */
export function FormField({
  label,
  error,
  errorId,
  required,
  disabled,
  helperText,
  labelId,
  children,
  ...rootProps
}: FormFieldProps) {
  return (
    <Field.Root
      invalid={Boolean(error)}
      required={required}
      disabled={disabled}
      ids={{ errorText: errorId, label: labelId }}
      {...rootProps}
    >
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : helperText ? (
        <Field.HelperText>{helperText}</Field.HelperText>
      ) : null}
    </Field.Root>
  );
}
