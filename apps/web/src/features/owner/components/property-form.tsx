import { useTranslation } from 'react-i18next';
import { useFormat } from '@/i18n/use-format';
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
  locationFromMapLink,
  mapLinkFor,
  placeOfAddress,
  roundedLocation,
  type FormMode,
  type LatLng,
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
import { formatArea } from '../lib/listing-facts';
import { shownPin } from '../lib/listing-pin';
import { AmenitiesField } from './amenities-field';
import { AmountField } from './amount-field';
import { ListingPinField, type PinMapComponent } from './listing-pin-field';
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
  /** The map the listing's pin is placed on (the route hands in features/map's). */
  PinMap: PinMapComponent;
};

/** A finite number typed into a number input (valueAsNumber gives NaN while empty). */
function typed(value: number | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * An amount as typed, spelt out: '₹12,000 per month', '₹45,00,000 (₹45 Lakh)'; the fallback
 * while it is empty. `written` puts the exact amount into words (per month, or as it is).
 */
function amountHint(
  format: ReturnType<typeof useFormat>,
  value: number | undefined,
  fallback: string,
  written: (exact: string) => string = (exact) => exact,
): string {
  const amount = typed(value);
  if (amount === null || amount === 0) return fallback;
  const exact = format.rupees(amount);
  const short = format.rupeesShort(amount);
  return `${written(exact)}${short !== exact ? ` (${short})` : ''}`;
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
  PinMap,
}: PropertyFormProps) {
  const { t } = useTranslation('owner');
  const format = useFormat();
  const [resolver] = useState(() => propertyResolver(mode));
  const {
    register,
    handleSubmit,
    control,
    reset,
    getValues,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PropertyFormValues, unknown, PropertyInput>({
    resolver,
    mode: 'onChange',
    defaultValues,
  });

  const [type, title, desc, rent, deposit, price, area, address, city, placedPin] = useWatch({
    control,
    name: [
      'propertyType',
      'propertyTitle',
      'desc',
      'rent',
      'deposit',
      'price',
      'area',
      'address',
      'city',
      'location',
    ],
  });
  const fields = TYPE_FIELDS[type];
  const kinds = kindOptions(type, mode);
  const amenities = AMENITIES_BY_TYPE[type];

  const changeType = (next: PropertyType) => {
    if (next !== type) reset(valuesForType(getValues(), next));
  };

  const placePin = (at: LatLng) =>
    setValue('location', roundedLocation(at), { shouldValidate: true, shouldDirty: true });
  // The owner moved the pin: the map link follows it, as SPEC's field expects a link.
  const movePin = (at: LatLng) => {
    placePin(at);
    setValue('mapLink', mapLinkFor(at), { shouldValidate: true, shouldDirty: true });
  };
  // A pasted link that names a point moves the pin; the owner's link stays as pasted.
  const mapLinkField = register('mapLink', {
    onChange: (event: { target: { value: string } }) => {
      const linked = locationFromMapLink(event.target.value);
      if (linked) placePin(linked);
    },
  });

  // A pin the owner never moved is sent where the form showed it (the same place the server
  // would choose), so the listing is where its owner saw it.
  const submit = handleSubmit(
    onlyOnline((values) =>
      onSubmit(
        { ...values, location: values.location ?? placeOfAddress(values.address, values.city) },
        setError,
      ),
    ),
  );
  const areaValue = typed(area);

  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-5">
      {allowTypeChange && (
        <FormSection>
          <PropertyTypeSelector value={type} onChange={changeType} />
        </FormSection>
      )}

      <FormSection title={t('form.basicTitle')} description={t('form.basicDescription')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('form.propertyTitle')}
            placeholder={t('form.propertyTitlePlaceholder')}
            maxLength={LENGTHS.propertyTitle.max + 10}
            hint={t('form.characters', { length: title.length, max: LENGTHS.propertyTitle.max })}
            error={errors.propertyTitle?.message}
            containerClassName="sm:col-span-2"
            {...register('propertyTitle')}
          />
          {fields.bhk && (
            <SelectField
              label={t('form.bhk')}
              options={BHK_OPTIONS}
              placeholder={t('form.bhkPlaceholder')}
              error={errors.bhk?.message}
              {...register('bhk')}
            />
          )}
          {fields.kind && (
            <SelectField
              label={t('form.kind')}
              options={kinds}
              placeholder={t('form.kindPlaceholder')}
              error={errors.property?.message}
              {...register('property')}
            />
          )}
          {fields.furnishing && (
            <SelectField
              label={t('form.furnishing')}
              options={FURNISHING_OPTIONS}
              placeholder={t('form.furnishingPlaceholder')}
              error={errors.propertyCondition?.message}
              {...register('propertyCondition')}
            />
          )}
          {fields.sharing && (
            <SelectField
              label={t('form.sharing')}
              options={SHARING_OPTIONS}
              placeholder={t('form.sharingPlaceholder')}
              error={errors.sharing?.message}
              {...register('sharing')}
            />
          )}
          <SelectField
            label={t('form.listedBy')}
            options={LISTED_BY}
            error={errors.listedBy?.message}
            {...register('listedBy')}
          />
        </div>
      </FormSection>

      <FormSection
        title={fields.price ? t('form.priceTitle') : t('form.rentTitle')}
        description={fields.price ? t('form.priceDescription') : t('form.rentDescription')}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {fields.rentAndDeposit && (
            <>
              <AmountField
                label={t('form.rent')}
                prefix="₹"
                suffix={t('form.perMonthSuffix')}
                placeholder="12000"
                hint={amountHint(format, rent, t('form.rentHint'), (amount) =>
                  t('form.rentHintValue', { amount }),
                )}
                error={errors.rent?.message}
                {...register('rent', { valueAsNumber: true })}
              />
              <AmountField
                label={t('form.deposit')}
                prefix="₹"
                placeholder="25000"
                hint={amountHint(format, deposit, t('form.depositHint'))}
                error={errors.deposit?.message}
                {...register('deposit', { valueAsNumber: true })}
              />
            </>
          )}
          {fields.price && (
            <AmountField
              label={t('form.price')}
              prefix="₹"
              placeholder="4500000"
              hint={amountHint(format, price, t('form.priceHint'))}
              error={errors.price?.message}
              {...register('price', { valueAsNumber: true })}
            />
          )}
        </div>
      </FormSection>

      <FormSection title={t('form.locationTitle')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('form.city')}
            options={LISTING_CITIES}
            error={errors.city?.message}
            {...register('city')}
          />
          <AmountField
            label={t('form.area')}
            suffix={t('form.areaSuffix')}
            placeholder="1200"
            hint={
              areaValue && areaValue > 0
                ? t('form.areaHintValue', { area: formatArea(areaValue, format.language) })
                : t('form.areaHint')
            }
            error={errors.area?.message}
            {...register('area', { valueAsNumber: true })}
          />
          <TextField
            label={t('form.address')}
            placeholder={t('form.addressPlaceholder')}
            autoComplete="street-address"
            error={errors.address?.message}
            containerClassName="sm:col-span-2"
            {...register('address')}
          />
          <ListingPinField
            PinMap={PinMap}
            at={shownPin(placedPin, address, city)}
            placed={placedPin !== undefined}
            onMove={movePin}
            error={
              errors.location?.message ??
              errors.location?.lat?.message ??
              errors.location?.lng?.message
            }
          />
          <TextField
            label={t('form.mapLink')}
            type="url"
            inputMode="url"
            placeholder="https://maps.app.goo.gl/…"
            hint={t('form.mapLinkHint')}
            error={errors.mapLink?.message}
            containerClassName="sm:col-span-2"
            {...mapLinkField}
          />
        </div>
      </FormSection>

      <FormSection title={t('form.aboutTitle')}>
        <TextAreaField
          label={t('form.description')}
          rows={5}
          placeholder={t('form.descriptionPlaceholder')}
          hint={t('form.descriptionHint', {
            length: desc.length,
            max: LENGTHS.desc.max,
            min: LENGTHS.desc.min,
          })}
          error={errors.desc?.message}
          {...register('desc')}
        />
      </FormSection>

      {fields.amenities && (
        <FormSection title={t('form.amenitiesTitle')} description={t('form.amenitiesDescription')}>
          <AmenitiesField
            options={amenities}
            registration={register('amenities')}
            error={errors.amenities?.message}
          />
        </FormSection>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <ButtonLink to="/ownerDashboard" variant="ghost" size="lg">
          {t('form.cancel')}
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
