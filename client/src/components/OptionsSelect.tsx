import { NativeSelect, type NativeSelectFieldProps } from '@chakra-ui/react';

export type SelectOption = { readonly value: string; readonly label: string };

/**
 * A native select of `options`, each shown by its label, with Chakra's indicator; `children` go first (an "All …"
 * option). The field's props (value, onChange, name, placeholder) pass through, so it works with `form.control()`.
 */
export function OptionsSelect({
  options,
  children,
  ...field
}: NativeSelectFieldProps & { readonly options: readonly SelectOption[] }) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...field}>
        {children}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
