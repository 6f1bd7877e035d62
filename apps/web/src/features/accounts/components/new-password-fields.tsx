import { useTranslation } from 'react-i18next';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { PasswordField } from '@/components/form';

type NewPasswordFieldsProps<T extends FieldValues> = {
  form: Pick<UseFormReturn<T>, 'register' | 'trigger' | 'getFieldState' | 'formState'>;
  /** The field names: the new password and its confirmation. */
  password: Path<T>;
  confirmation: Path<T>;
  passwordLabel: string;
};

/**
 * A new password and its confirmation (docs/product.md §5). Changing the password re-checks a
 * confirmation already typed, so 'Password must match' comes and goes as the user types.
 */
export function NewPasswordFields<T extends FieldValues>({
  form: { register, trigger, getFieldState, formState },
  password,
  confirmation,
  passwordLabel,
}: NewPasswordFieldsProps<T>) {
  const { t } = useTranslation('accounts');
  const messageOf = (name: Path<T>) =>
    (get(formState.errors, name) as { message?: string } | undefined)?.message;
  return (
    <>
      <PasswordField
        label={passwordLabel}
        autoComplete="new-password"
        hint={t('newPassword.hint')}
        error={messageOf(password)}
        {...register(password, {
          onChange: () => {
            if (getFieldState(confirmation).isDirty) void trigger(confirmation);
          },
        })}
      />
      <PasswordField
        label={t('newPassword.confirm')}
        autoComplete="new-password"
        error={messageOf(confirmation)}
        {...register(confirmation)}
      />
    </>
  );
}
