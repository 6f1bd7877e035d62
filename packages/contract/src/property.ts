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
import { boundedText, id, requiredText, writtenText } from './fields';
import { MSG } from './messages';
import { LISTING_BOUNDS } from './amounts';
import { decisionReason } from './moderation';
import { INDIA_BOUNDS } from './location';

type Bounded = keyof typeof LISTING_BOUNDS;
const BOUND_MESSAGES: Record<Bounded, { required: string; min: string; max: string }> = {
  rent: { required: MSG.rentRequired, min: MSG.rentMin, max: MSG.rentMax },
  deposit: { required: MSG.depositRequired, min: MSG.depositMin, max: MSG.depositMax },
  price: { required: MSG.priceRequired, min: MSG.priceMin, max: MSG.priceMax },
  area: { required: MSG.areaRequired, min: MSG.areaMin, max: MSG.areaMax },
};

/** A number input within its bounds: empty (NaN/undefined) reads as missing. */
function bounded(field: Bounded) {
  const { min, max } = LISTING_BOUNDS[field];
  const messages = BOUND_MESSAGES[field];
  return z
    .number({ error: messages.required })
    .min(min, { error: messages.min })
    .max(max, { error: messages.max });
}

const mapLink = requiredText(MSG.mapLinkRequired)
  .max(LENGTHS.mapLink.max, { error: MSG.mapLinkInvalid })
  // Rendered as a link that opens in a new tab: only web links, never javascript: or data:.
  .regex(/^https?:\/\/[^\s]+$/i, { error: MSG.mapLinkInvalid });

/** The owner's pin; left out, the server places it from the map link, the address or the city. */
const inIndia = (min: number, max: number) =>
  z
    .number({ error: MSG.locationInvalid })
    .min(min, { error: MSG.locationInvalid })
    .max(max, { error: MSG.locationInvalid });
const location = z
  .object(
    {
      lat: inIndia(INDIA_BOUNDS.minLat, INDIA_BOUNDS.maxLat),
      lng: inIndia(INDIA_BOUNDS.minLng, INDIA_BOUNDS.maxLng),
    },
    { error: MSG.locationInvalid },
  )
  .optional();

function amenitiesOf(type: PropertyType) {
  const allowed = AMENITIES_BY_TYPE[type];
  return (
    z
      .array(z.string(), { error: MSG.amenityInvalid })
      // One message for the list (the form shows it under the checkboxes); the document names the
      // allowed values.
      .meta(allowed.length ? { items: { type: 'string', enum: [...allowed] } } : { maxItems: 0 })
      .refine((list) => list.every((item) => allowed.includes(item)), { error: MSG.amenityInvalid })
      .transform((list) => [...new Set(list)])
      .default([])
  );
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
    'several',
  ),
  address: writtenText(MSG.addressRequired).max(LENGTHS.address.max, { error: MSG.addressMax }),
  city: z.enum(LISTING_CITIES, { error: MSG.cityRequired }),
  mapLink,
  location,
  area: bounded('area'),
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
        rent: bounded('rent'),
        deposit: bounded('deposit'),
        amenities: amenitiesOf('rent'),
      });
    case 'sell':
      return z.object({
        ...common,
        propertyType: z.literal('sell'),
        bhk,
        propertyCondition,
        property: kind(mode === 'edit' ? SELL_KINDS_ON_EDIT : SELL_KINDS_ON_CREATE),
        price: bounded('price'),
        amenities: amenitiesOf('sell'),
      });
    case 'commercial':
      return z.object({
        ...common,
        propertyType: z.literal('commercial'),
        propertyCondition,
        property: kind(COMMERCIAL_KINDS),
        rent: bounded('rent'),
        deposit: bounded('deposit'),
        amenities: amenitiesOf('commercial'),
      });
    case 'pgHostel':
      return z.object({
        ...common,
        propertyType: z.literal('pgHostel'),
        sharing: z.enum(SHARING_OPTIONS, { error: MSG.sharingRequired }),
        rent: bounded('rent'),
        deposit: bounded('deposit'),
        amenities: amenitiesOf('pgHostel'),
      });
    case 'plot':
      return z.object({
        ...common,
        propertyType: z.literal('plot'),
        price: bounded('price'),
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

/**
 * The admin's decision. `reason` is required with Reject (the owner reads it); `version` is the
 * listing's version the admin reviewed (409 if it changed since). SPEC's clients send neither.
 */
export const campaignRequestUpdateSchema = ownPropertySchema
  .extend({
    campaignRequest: z.enum(ADMIN_CAMPAIGN_STATUSES, {
      error: 'campaignRequest must be Submitted, Approve or Reject',
    }),
    reason: decisionReason.optional(),
    version: z
      .number({ error: 'version must be a whole number' })
      .int({ error: 'version must be a whole number' })
      .min(1, { error: 'version must be a whole number' })
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.campaignRequest === 'Reject' && body.reason === undefined)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: MSG.rejectReasonRequired });
  })
  .meta({
    if: { properties: { campaignRequest: { const: 'Reject' } }, required: ['campaignRequest'] },
    then: { required: ['reason'] },
  });
export type CampaignRequestUpdate = z.input<typeof campaignRequestUpdateSchema>;

export const signInAsOwnerSchema = z.object({ userId: id });
