import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './text-field';

type PhoneFieldProps = Omit<TextFieldProps, 'label' | 'type'> & { label?: string };

/** Said under a phone field where a user might type the country code. */
export const PHONE_HINT = 'Indian mobile number, without +91';

/** A ten-digit Indian mobile number (docs/product.md §5): numeric keypad, at most 10 digits. */
export function PhoneField({ label, ...props }: PhoneFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label ?? t('form.phone')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={10}
      placeholder={t('form.phonePlaceholder')}
      {...props}
    />
  );
}
