import { useState, type ReactNode } from 'react';
import { useForm, useWatch, type UseFormSetError } from 'react-hook-form';
import { onlyOnline } from '@/lib/online-only';
import { ArrowRight } from 'lucide-react';
import {
  AMENITIES_BY_TYPE,
  BHK_OPTIONS,
  FURNISHING_OPTIONS,
  LENGTHS,
  LISTED_BY,
  LISTING_CITIES,
  SHARING_OPTIONS,
  formatRupees,
  formatRupeesShort,
  type FormMode,
  type PropertyInput,
  type PropertyType,
} from '@basera/contract';
import { SelectField, TextAreaField, TextField } from '@/components/form';
import { Button, ButtonLink } from '@/components/ui/button';
import {
  TYPE_FIELDS,
  kindOptions,
  propertyResolver,
  valuesForType,
  type PropertyFormValues,
} from '../lib/property-form';
import { AmenitiesField } from './amenities-field';
import { AmountField } from './amount-field';
import { PropertyTypeSelector } from './property-type-selector';

export type PropertyFormSubmit = (
  values: PropertyInput,
  setError: UseFormSetError<PropertyFormValues>,
) => Promise<void>;

type PropertyFormProps = {
  mode: FormMode;
  defaultValues: PropertyFormValues;
  /** The add form lets the owner pick the type; a stored property keeps its type. */
  allowTypeChange: boolean;
  submitLabel: string;
  onSubmit: PropertyFormSubmit;
  /** Keeps the submit button busy after success, while the next screen loads. */
  done?: boolean;
};

/** A finite number typed into a number input (valueAsNumber gives NaN while empty). */
function typed(value: number | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function amountHint(value: number | undefined, fallback: string, per = ''): string {
  const amount = typed(value);
  if (amount === null || amount === 0) return fallback;
  const exact = formatRupees(amount);
  const short = formatRupeesShort(amount);
  return `${exact}${per}${short !== exact ? ` (${short})` : ''}`;
}

/**
 * The property form of docs/product.md §3: exactly the fields and options of the chosen type, validated
 * on change by that type's schema (docs/product.md §5).
 */
export function PropertyForm({
  mode,
  defaultValues,
  allowTypeChange,
  submitLabel,
  onSubmit,
  done = false,
}: PropertyFormProps) {
  const [resolver] = useState(() => propertyResolver(mode));
  const {
    register,
    handleSubmit,
    control,
    reset,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PropertyFormValues, unknown, PropertyInput>({
    resolver,
    mode: 'onChange',
    defaultValues,
  });

  const [type, title, desc, rent, deposit, price, area] = useWatch({
    control,
    name: ['propertyType', 'propertyTitle', 'desc', 'rent', 'deposit', 'price', 'area'],
  });
  const fields = TYPE_FIELDS[type];
  const kinds = kindOptions(type, mode);
  const amenities = AMENITIES_BY_TYPE[type];

  const changeType = (next: PropertyType) => {
    if (next !== type) reset(valuesForType(getValues(), next));
  };

  const submit = handleSubmit(onlyOnline((values) => onSubmit(values, setError)));
  const areaValue = typed(area);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {allowTypeChange && (
        <FormSection>
          <PropertyTypeSelector value={type} onChange={changeType} />
        </FormSection>
      )}

      <FormSection title="Basic details" description="What tenants and buyers see first.">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Property Title"
            placeholder="e.g. Sunny 2 BHK near Vyapar Vihar"
            maxLength={LENGTHS.propertyTitle.max + 10}
            hint={`${title.length}/${LENGTHS.propertyTitle.max} characters`}
            error={errors.propertyTitle?.message}
            containerClassName="sm:col-span-2"
            {...register('propertyTitle')}
          />
          {fields.bhk && (
            <SelectField
              label="Bhk/Rk"
              options={BHK_OPTIONS}
              placeholder="Select Bhk/Rk"
              error={errors.bhk?.message}
              {...register('bhk')}
            />
          )}
          {fields.kind && (
            <SelectField
              label="Property Type"
              options={kinds}
              placeholder="Select property type"
              error={errors.property?.message}
              {...register('property')}
            />
          )}
          {fields.furnishing && (
            <SelectField
              label="Furnishing"
              options={FURNISHING_OPTIONS}
              placeholder="Select furnishing"
              error={errors.propertyCondition?.message}
              {...register('propertyCondition')}
            />
          )}
          {fields.sharing && (
            <SelectField
              label="Sharing"
              options={SHARING_OPTIONS}
              placeholder="Select sharing"
              error={errors.sharing?.message}
              {...register('sharing')}
            />
          )}
          <SelectField
            label="Listed By"
            options={LISTED_BY}
            error={errors.listedBy?.message}
            {...register('listedBy')}
          />
        </div>
      </FormSection>

      <FormSection
        title={fields.price ? 'Price' : 'Rent and deposit'}
        description={
          fields.price ? 'The asking price in rupees.' : 'Monthly rent and the refundable deposit.'
        }
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {fields.rentAndDeposit && (
            <>
              <AmountField
                label="Rent"
                prefix="₹"
                suffix="/ month"
                placeholder="12000"
                hint={amountHint(rent, 'Per month, in rupees', ' per month')}
                error={errors.rent?.message}
                {...register('rent', { valueAsNumber: true })}
              />
              <AmountField
                label="Deposit"
                prefix="₹"
                placeholder="25000"
                hint={amountHint(deposit, 'Refundable security deposit')}
                error={errors.deposit?.message}
                {...register('deposit', { valueAsNumber: true })}
              />
            </>
          )}
          {fields.price && (
            <AmountField
              label="Price"
              prefix="₹"
              placeholder="4500000"
              hint={amountHint(price, 'Total price, in rupees')}
              error={errors.price?.message}
              {...register('price', { valueAsNumber: true })}
            />
          )}
        </div>
      </FormSection>

      <FormSection title="Location and size">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="City"
            options={LISTING_CITIES}
            error={errors.city?.message}
            {...register('city')}
          />
          <AmountField
            label="Area"
            suffix="sq ft"
            placeholder="1200"
            hint={
              areaValue && areaValue > 0
                ? `${new Intl.NumberFormat('en-IN').format(areaValue)} square feet`
                : 'Built-up or plot area in square feet'
            }
            error={errors.area?.message}
            {...register('area', { valueAsNumber: true })}
          />
          <TextField
            label="Address"
            placeholder="House no., street, locality"
            autoComplete="street-address"
            error={errors.address?.message}
            containerClassName="sm:col-span-2"
            {...register('address')}
          />
          <TextField
            label="Map Link"
            type="url"
            inputMode="url"
            placeholder="https://maps.app.goo.gl/…"
            hint="Open the place in Google Maps, tap Share and paste the link here."
            error={errors.mapLink?.message}
            containerClassName="sm:col-span-2"
            {...register('mapLink')}
          />
        </div>
      </FormSection>

      <FormSection title="About the property">
        <TextAreaField
          label="Description"
          rows={5}
          placeholder="Rooms, floor, facing, water supply, nearby schools and markets…"
          hint={`${desc.length}/${LENGTHS.desc.max} characters (at least ${LENGTHS.desc.min})`}
          error={errors.desc?.message}
          {...register('desc')}
        />
      </FormSection>

      {fields.amenities && (
        <FormSection title="Amenities" description="Tick everything the property offers.">
          <AmenitiesField
            options={amenities}
            registration={register('amenities')}
            error={errors.amenities?.message}
          />
        </FormSection>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <ButtonLink to="/ownerDashboard" variant="ghost" size="lg">
          Cancel
        </ButtonLink>
        <Button type="submit" size="lg" loading={isSubmitting || done}>
          {submitLabel}
          {mode === 'create' && !isSubmitting && !done && (
            <ArrowRight className="size-4" aria-hidden="true" />
          )}
        </Button>
      </div>
    </form>
  );
}

function FormSection({
  title,
  description,
  children,
}: {
  title?: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-slate-900/5 sm:p-6">
      {title && (
        <header className="mb-4">
          <h2 className="text-base font-semibold text-slate-950">{title}</h2>
          {description && <p className="mt-0.5 text-sm text-slate-600">{description}</p>}
        </header>
      )}
      {children}
    </section>
  );
}
