import { TextField, type TextFieldProps } from './text-field';

type EmailFieldProps = Omit<TextFieldProps, 'label' | 'type'> & { label?: string };

/** An e-mail address input: the keyboard, autofill and spelling settings every form wants. */
export function EmailField({ label = 'Email', ...props }: EmailFieldProps) {
  return (
    <TextField
      label={label}
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
