import { TextInput, type TextInputProps } from '@mantine/core';
import { type ChangeEvent, forwardRef } from 'react';
import { isMoneyText } from './money-text';

interface MoneyInputProps extends Omit<TextInputProps, 'onChange' | 'value'> {
  value: string;
  onChange: (text: string) => void;
}

/**
 * A dollar amount (spec 2 §5 Price): only decimals can be typed or pasted, never below 0 and
 * never past two decimals. The text is kept as typed; forms parse it on submit.
 */
export const MoneyInput = forwardRef<HTMLInputElement, MoneyInputProps>(function MoneyInput(
  { value, onChange, ...props },
  ref,
) {
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.currentTarget.value.trim();
    if (isMoneyText(text)) onChange(text);
  };
  return (
    <TextInput
      ref={ref}
      inputMode="decimal"
      autoComplete="off"
      leftSection="$"
      {...props}
      value={value}
      onChange={change}
      onKeyDown={(event) => {
        // Keys that could never belong to an amount are stopped before they reach the field.
        if (event.key.length === 1 && !/[\d.]/.test(event.key) && !event.ctrlKey && !event.metaKey) {
          event.preventDefault();
        }
        props.onKeyDown?.(event);
      }}
    />
  );
});
