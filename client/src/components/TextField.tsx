import { Input } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { FormField } from './FormField';

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
export function TextField({
  name,
  label,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
  placeholder,
  disabled,
  helperText,
}: TextFieldProps) {
  const errorId = useId();
  return (
    <FormField label={label} error={error} errorId={errorId} disabled={disabled} helperText={helperText}>
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
    </FormField>
  );
}
