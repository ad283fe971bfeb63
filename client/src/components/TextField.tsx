import { Field, Input } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

type TextFieldProps = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  type?: 'text' | 'email' | 'password' | 'url';
  autoComplete?: string;
  placeholder?: string;
  disabled?: boolean;
  helperText?: ReactNode;
};

/** A labelled input with its error read by screen readers (Ark's aria-errormessage alone is skipped by many). */
export function TextField({ name, label, value, onChange, error, type = 'text', autoComplete, placeholder, disabled, helperText }: TextFieldProps) {
  const errorId = useId();
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled} ids={{ errorText: errorId }}>
      <Field.Label>{label}</Field.Label>
      <Input
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        placeholder={placeholder}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        bg="bg"
      />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
    </Field.Root>
  );
}
