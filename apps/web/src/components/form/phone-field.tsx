import type { ChangeEvent, ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normalisePhone } from '@basera/contract';
import { TextField, type TextFieldProps } from './text-field';

type PhoneFieldProps = Omit<TextFieldProps, 'label' | 'type'> & { label?: string };

/** Said under a phone field where a user might type the country code. */
export const PHONE_HINT = 'Indian mobile number, without +91';

/** Room for the longest way people write a number: '+91 (98765) 43210'. */
const PASTE_ROOM = 17;

/**
 * A ten-digit Indian mobile number (docs/product.md §5) on a numeric keypad. Whatever is pasted,
 * typed or filled in is reduced by normalisePhone: '+91 98765 43210' keeps its ten digits, and
 * anything else is left for the phone rule to name.
 */
export function PhoneField({ label, onChange, onPaste, ...props }: PhoneFieldProps) {
  const { t } = useTranslation();
  function normaliseInPlace(input: HTMLInputElement) {
    const normalised = normalisePhone(input.value);
    if (normalised !== input.value) input.value = normalised;
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    normaliseInPlace(event.target);
    onChange?.(event);
  }

  // The pasted text replaces the selection whole, then the result is normalised as one number;
  // the browser's own paste would be cut at the field's length first.
  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    onPaste?.(event);
    if (event.defaultPrevented) return;
    const input = event.currentTarget;
    const pasted = event.clipboardData.getData('text');
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    event.preventDefault();
    const value = normalisePhone(input.value.slice(0, start) + pasted + input.value.slice(end));
    // Through the native setter and an input event, so React and the form see a change.
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setValue?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }

  return (
    <TextField
      label={label ?? t('form.phone')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={PASTE_ROOM}
      placeholder={t('form.phonePlaceholder')}
      onChange={handleChange}
      onPaste={handlePaste}
      {...props}
    />
  );
}
