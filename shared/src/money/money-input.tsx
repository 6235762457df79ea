import { HALERU_PER_KORUNA } from '@zaber/shared/platform/business';
import { Input } from '@zaber/shared/ui/antd/input';
import { type Ref, useEffect, useState } from 'react';

export interface MoneyInputProps {
  /** The amount in haléř (what the API and the schemas take), or null when empty. */
  value: number | null | undefined;
  onChange(value: number | null): void;
  onBlur?(): void;
  id?: string;
  name?: string;
  ref?: Ref<unknown>;
  placeholder?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string | undefined;
  disabled?: boolean;
}

const toText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value / HALERU_PER_KORUNA));

/**
 * An amount typed in whole Kč and held in haléř, so a form validates it with the same schema as
 * the API ('Minimální hodnota je 50'). What is typed stays as typed; anything but digits (and
 * spaces, as in "1 500") makes the value NaN, which the schema refuses with a Czech message.
 * A text input with a numeric keyboard: antd's InputNumber adds English "Increase Value" buttons.
 */
export function MoneyInput({ value, onChange, onBlur, id, name, placeholder, disabled, ...aria }: MoneyInputProps) {
  const [text, setText] = useState(() => toText(value));
  // The value changed from outside (a reset, a restored draft): show it.
  useEffect(() => {
    setText((current) => (parse(current) === (value ?? null) ? current : toText(value)));
  }, [value]);
  return (
    <Input
      id={id}
      name={name}
      inputMode="numeric"
      autoComplete="off"
      suffix="Kč"
      placeholder={placeholder}
      disabled={disabled}
      value={text}
      onBlur={onBlur}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parse(event.target.value));
      }}
      aria-invalid={aria['aria-invalid']}
      aria-describedby={aria['aria-describedby']}
    />
  );
}

/** "1 500" → 150000 haléř; "" → null; anything else → NaN (the schema's "whole crowns" message). */
export function parse(text: string): number | null {
  const compact = text.replace(/[\s\u00a0]/g, '');
  if (compact === '') return null;
  return /^\d{1,9}$/.test(compact) ? Number(compact) * HALERU_PER_KORUNA : Number.NaN;
}
