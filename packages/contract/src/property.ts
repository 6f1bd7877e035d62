import { z } from 'zod';
import {
  ADMIN_CAMPAIGN_STATUSES,
  AMENITIES_BY_TYPE,
  BHK_OPTIONS,
  COMMERCIAL_KINDS,
  FURNISHING_OPTIONS,
  LENGTHS,
  LISTED_BY,
  LISTING_CITIES,
  RENT_KINDS_ON_CREATE,
  RENT_KINDS_ON_EDIT,
  SELL_KINDS_ON_CREATE,
  SELL_KINDS_ON_EDIT,
  SHARING_OPTIONS,
  type PropertyType,
} from './constants';
import { boundedText, id, requiredText } from './fields';
import { MSG } from './messages';

export const MAX_AMOUNT = 100_000_000_000; // ₹10,000 crore: above any real listing

/** A number input: empty (NaN/undefined) reads as missing. */
function amount(required: string) {
  return z
    .number({ error: required })
    .min(0, { error: MSG.amountNotNegative })
    .max(MAX_AMOUNT, { error: MSG.amountTooLarge });
}

const mapLink = requiredText(MSG.mapLinkRequired)
  .max(LENGTHS.mapLink.max, { error: MSG.mapLinkInvalid })
  // Rendered as a link that opens in a new tab: only web links, never javascript: or data:.
  .regex(/^https?:\/\/[^\s]+$/i, { error: MSG.mapLinkInvalid });

function amenitiesOf(type: PropertyType) {
  const allowed = AMENITIES_BY_TYPE[type];
  return z
    .array(z.string(), { error: MSG.amenityInvalid })
    .refine((list) => list.every((item) => allowed.includes(item)), { error: MSG.amenityInvalid })
    .transform((list) => [...new Set(list)])
    .default([]);
}

const common = {
  propertyTitle: boundedText(
    MSG.propertyTitleRequired,
    [LENGTHS.propertyTitle.min, MSG.propertyTitleMin],
    [LENGTHS.propertyTitle.max, MSG.propertyTitleMax],
  ),
  desc: boundedText(
    MSG.descRequired,
    [LENGTHS.desc.min, MSG.descMin],
    [LENGTHS.desc.max, MSG.descMax],
  ),
  address: requiredText(MSG.addressRequired).max(LENGTHS.address.max, { error: MSG.addressMax }),
  city: z.enum(LISTING_CITIES, { error: MSG.cityRequired }),
  mapLink,
  area: z
    .number({ error: MSG.areaRequired })
    .positive({ error: MSG.areaPositive })
    .max(MAX_AMOUNT, { error: MSG.amountTooLarge }),
  listedBy: z.enum(LISTED_BY, { error: MSG.listedByRequired }),
};

const bhk = z.enum(BHK_OPTIONS, { error: MSG.bhkRequired });
const propertyCondition = z.enum(FURNISHING_OPTIONS, { error: MSG.furnishingRequired });
const kind = <T extends readonly [string, ...string[]]>(options: T) =>
  z.enum(options, { error: MSG.propertyKindRequired });

export type FormMode = 'create' | 'edit';

/** One schema per property type; 'edit' adds Builder Floor to rent and sell (docs/product.md §3). */
export function propertySchemaFor(type: PropertyType, mode: FormMode = 'create') {
  switch (type) {
    case 'rent':
      return z.object({
        ...common,
        propertyType: z.literal('rent'),
        bhk,
        propertyCondition,
        property: kind(mode === 'edit' ? RENT_KINDS_ON_EDIT : RENT_KINDS_ON_CREATE),
        rent: amount(MSG.rentRequired),
        deposit: amount(MSG.depositRequired),
        amenities: amenitiesOf('rent'),
      });
    case 'sell':
      return z.object({
        ...common,
        propertyType: z.literal('sell'),
        bhk,
        propertyCondition,
        property: kind(mode === 'edit' ? SELL_KINDS_ON_EDIT : SELL_KINDS_ON_CREATE),
        price: amount(MSG.priceRequired),
        amenities: amenitiesOf('sell'),
      });
    case 'commercial':
      return z.object({
        ...common,
        propertyType: z.literal('commercial'),
        propertyCondition,
        property: kind(COMMERCIAL_KINDS),
        rent: amount(MSG.rentRequired),
        deposit: amount(MSG.depositRequired),
        amenities: amenitiesOf('commercial'),
      });
    case 'pgHostel':
      return z.object({
        ...common,
        propertyType: z.literal('pgHostel'),
        sharing: z.enum(SHARING_OPTIONS, { error: MSG.sharingRequired }),
        rent: amount(MSG.rentRequired),
        deposit: amount(MSG.depositRequired),
        amenities: amenitiesOf('pgHostel'),
      });
    case 'plot':
      return z.object({
        ...common,
        propertyType: z.literal('plot'),
        price: amount(MSG.priceRequired),
        amenities: amenitiesOf('plot'),
      });
  }
}

function propertyInputSchema(mode: FormMode) {
  return z.discriminatedUnion(
    'propertyType',
    [
      propertySchemaFor('rent', mode),
      propertySchemaFor('sell', mode),
      propertySchemaFor('commercial', mode),
      propertySchemaFor('pgHostel', mode),
      propertySchemaFor('plot', mode),
    ],
    { error: 'propertyType must be one of sell, rent, pgHostel, plot, commercial' },
  );
}
export const newPropertySchema = propertyInputSchema('create');
export const editedPropertySchema = propertyInputSchema('edit');
export type PropertyInput = z.output<typeof newPropertySchema>;

export const addPropertyBodySchema = z.object({ userId: id }).and(newPropertySchema);

/** The owner's own property, named by the owner's id and the property's id. */
export const ownPropertySchema = z.object({ userId: id, propertyId: id });
export type OwnPropertyInput = z.input<typeof ownPropertySchema>;

/** A stored image, named by its file name or its uploads/{userId}/{propertyId}/ path. */
export const deletePropertyImageSchema = ownPropertySchema.extend({
  image: z
    .string()
    .regex(
      /^(uploads\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/)?[A-Za-z0-9_-]{1,64}(-thumb)?\.(jpg|jpeg|png|webp)$/i,
      {
        error: 'Invalid image name',
      },
    ),
});

/** PUT /owner/updateProperty: the fields flat beside the ids, or inside `values`. */
export const updatePropertyBodySchema = z.preprocess((body) => {
  if (body && typeof body === 'object' && 'values' in body) {
    const { values, ...ids } = body as { values: unknown };
    if (values && typeof values === 'object') return { ...values, ...ids };
  }
  return body;
}, ownPropertySchema.and(editedPropertySchema));

export const campaignRequestUpdateSchema = ownPropertySchema.extend({
  campaignRequest: z.enum(ADMIN_CAMPAIGN_STATUSES, {
    error: 'campaignRequest must be Submitted, Approve or Reject',
  }),
});

export const signInAsOwnerSchema = z.object({ userId: id });
