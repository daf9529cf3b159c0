import { TextInput } from '@mantine/core';
import { useState } from 'react';

interface CoordinateInputProps {
  label: string;
  value: number | null;
  limit: number;
  onChange: (value: number) => void;
}

/**
 * A latitude or longitude typed by hand. The text is kept as typed ("-", "43.") and only a
 * number within ±limit is passed on; a new value from the map replaces the text.
 */
export function CoordinateInput({ label, value, limit, onChange }: CoordinateInputProps) {
  const [text, setText] = useState(value === null ? '' : String(value));
  const [seen, setSeen] = useState(value);
  // A value that changed elsewhere (the map) replaces the text, unless the text already says it.
  if (value !== seen) {
    setSeen(value);
    if (Number.parseFloat(text) !== value) setText(value === null ? '' : String(value));
  }
  return (
    <TextInput
      dir="ltr"
      inputMode="decimal"
      label={label}
      value={text}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        const number = Number(next);
        if (next.trim() && Number.isFinite(number) && Math.abs(number) <= limit) onChange(number);
      }}
    />
  );
}
