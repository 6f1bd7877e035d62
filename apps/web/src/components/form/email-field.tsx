import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './text-field';

type EmailFieldProps = Omit<TextFieldProps, 'label' | 'type'> & { label?: string };

/** An e-mail address input: the keyboard, autofill and spelling settings every form wants. */
export function EmailField({ label, ...props }: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label ?? t('form.email')}
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      placeholder="you@example.com"
      {...props}
    />
  );
}
