import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { PhoneField } from './phone-field';

type WhatsAppFieldProps<Values extends FieldValues> = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema output will do
  form: UseFormReturn<Values, unknown, any>;
  phone: Path<Values>;
  whatsApp: Path<Values>;
  /** Ticked for a new account; an existing profile starts ticked only if the two numbers match. */
  defaultSame: boolean;
  hint?: ReactNode;
  error?: string | undefined;
};

/**
 * 'WhatsApp same as phone', ticked by default: while ticked the WhatsApp number is the phone
 * number (kept in the form, so the request sends it) and its field is not shown; unticked, the
 * field appears with the number to change.
 */
export function WhatsAppField<Values extends FieldValues>({
  form,
  phone,
  whatsApp,
  defaultSame,
  hint,
  error,
}: WhatsAppFieldProps<Values>) {
  const { t } = useTranslation();
  const checkboxId = useId();
  const [same, setSame] = useState(defaultSame);
  const phoneNumber = useWatch({ control: form.control, name: phone });
  const { setValue, getValues, getFieldState, register } = form;
  const checkbox = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!same) return;
    // Checked with the phone number only once the phone field itself has been checked.
    const shouldValidate = getFieldState(phone).isDirty || getFieldState(whatsApp).invalid;
    setValue(whatsApp, phoneNumber, { shouldValidate, shouldDirty: true });
  }, [same, phoneNumber, phone, whatsApp, setValue, getFieldState]);

  // And once more as the form is sent, before it is checked: a number typed before the app took
  // the page over is in the form without any change having been announced, so the watched
  // number above can still be empty (the form then refused a hidden, empty WhatsApp).
  useEffect(() => {
    const formElement = checkbox.current?.form;
    if (!same || !formElement) return;
    const copy = () => setValue(whatsApp, getValues(phone), { shouldDirty: true });
    formElement.addEventListener('submit', copy);
    return () => formElement.removeEventListener('submit', copy);
  }, [same, phone, whatsApp, setValue, getValues]);

  return (
    <div className="flex flex-col gap-3 sm:pt-[26px]">
      <label
        htmlFor={checkboxId}
        className="flex min-h-11 w-fit cursor-pointer items-center gap-2.5 text-sm font-medium text-slate-800"
      >
        <input
          ref={checkbox}
          id={checkboxId}
          type="checkbox"
          checked={same}
          onChange={(event) => setSame(event.target.checked)}
          className="size-5 shrink-0 cursor-pointer rounded accent-brand-700"
        />
        {t('form.whatsAppSameAsPhone')}
      </label>
      {!same && (
        <PhoneField
          label={t('form.whatsApp')}
          autoComplete="off"
          hint={hint}
          error={error}
          {...register(whatsApp)}
        />
      )}
    </div>
  );
}
