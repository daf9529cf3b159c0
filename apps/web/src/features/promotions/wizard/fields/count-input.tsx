import { TextInput, type TextInputProps } from '@mantine/core';

interface CountInputProps extends Omit<TextInputProps, 'onChange' | 'value'> {
  value: string;
  onChange: (text: string) => void;
  /** Allow up to this many decimals (a percent); whole numbers otherwise. */
  decimals?: number;
}

/** A count or a percent: only digits (and a point when decimals are allowed) can be typed. */
export function CountInput({ value, onChange, decimals = 0, ...props }: CountInputProps) {
  const pattern = decimals > 0 ? new RegExp(`^\\d*(\\.\\d{0,${decimals}})?$`) : /^\d*$/;
  return (
    <TextInput
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      {...props}
      value={value}
      onChange={(event) => {
        const text = event.currentTarget.value.trim();
        if (pattern.test(text)) onChange(text);
      }}
    />
  );
}
