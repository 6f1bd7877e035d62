import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AMENITIES_BY_TYPE,
  COMMERCIAL_KINDS,
  LISTING_CITIES,
  RENT_KINDS_ON_CREATE,
  RENT_KINDS_ON_EDIT,
  SELL_KINDS_ON_CREATE,
  SELL_KINDS_ON_EDIT,
  propertySchemaFor,
  type FormMode,
  type LatLng,
  type Property,
  type PropertyInput,
  type PropertyType,
} from '@basera/contract';
import { tKey } from '@/i18n/keys';
import { propertyKind } from '@/lib/listing-fields';

/**
 * What the property form holds while the user types: every field any type may have. The schema
 * of the chosen type (propertySchemaFor) decides which of them are sent, and strips the rest.
 */
export type PropertyFormValues = {
  propertyType: PropertyType;
  propertyTitle: string;
  desc: string;
  address: string;
  city: string;
  mapLink: string;
  /**
   * The pin the owner placed (by hand, by a pasted link with coordinates, or stored with the
   * listing); undefined while it only follows the address (listing-pin.ts).
   */
  location: LatLng | undefined;
  /** Number inputs read with valueAsNumber: NaN or undefined while empty. */
  area: number | undefined;
  listedBy: string;
  amenities: string[];
  rent: number | undefined;
  deposit: number | undefined;
  price: number | undefined;
  bhk: string;
  /** The kind (Apartment, Shop, …), under the API's field name. */
  property: string;
  propertyCondition: string;
  sharing: string;
};

/** The fields of docs/product.md §3 that each type adds to the common ones. */
export type TypeFields = {
  bhk: boolean;
  kind: boolean;
  furnishing: boolean;
  sharing: boolean;
  rentAndDeposit: boolean;
  price: boolean;
  amenities: boolean;
};

export const TYPE_FIELDS: Record<PropertyType, TypeFields> = {
  rent: {
    bhk: true,
    kind: true,
    furnishing: true,
    sharing: false,
    rentAndDeposit: true,
    price: false,
    amenities: true,
  },
  sell: {
    bhk: true,
    kind: true,
    furnishing: true,
    sharing: false,
    rentAndDeposit: false,
    price: true,
    amenities: true,
  },
  commercial: {
    bhk: false,
    kind: true,
    furnishing: true,
    sharing: false,
    rentAndDeposit: true,
    price: false,
    amenities: true,
  },
  pgHostel: {
    bhk: false,
    kind: false,
    furnishing: false,
    sharing: true,
    rentAndDeposit: true,
    price: false,
    amenities: true,
  },
  plot: {
    bhk: false,
    kind: false,
    furnishing: false,
    sharing: false,
    rentAndDeposit: false,
    price: true,
    amenities: false,
  },
};

/** Property kinds offered for a type; editing adds Builder Floor to rent and sell. */
export function kindOptions(type: PropertyType, mode: FormMode): readonly string[] {
  switch (type) {
    case 'rent':
      return mode === 'edit' ? RENT_KINDS_ON_EDIT : RENT_KINDS_ON_CREATE;
    case 'sell':
      return mode === 'edit' ? SELL_KINDS_ON_EDIT : SELL_KINDS_ON_CREATE;
    case 'commercial':
      return COMMERCIAL_KINDS;
    default:
      return [];
  }
}

/** Friendly labels and one line each for the type selector (keys of the `owner` namespace). */
export const TYPE_CHOICES: Record<PropertyType, { label: string; description: string }> = {
  sell: {
    label: tKey('owner:typeSelector.sell.label'),
    description: tKey('owner:typeSelector.sell.description'),
  },
  rent: {
    label: tKey('owner:typeSelector.rent.label'),
    description: tKey('owner:typeSelector.rent.description'),
  },
  pgHostel: {
    label: tKey('owner:typeSelector.pgHostel.label'),
    description: tKey('owner:typeSelector.pgHostel.description'),
  },
  plot: {
    label: tKey('owner:typeSelector.plot.label'),
    description: tKey('owner:typeSelector.plot.description'),
  },
  commercial: {
    label: tKey('owner:typeSelector.commercial.label'),
    description: tKey('owner:typeSelector.commercial.description'),
  },
};

export function emptyPropertyValues(type: PropertyType): PropertyFormValues {
  return {
    propertyType: type,
    propertyTitle: '',
    desc: '',
    address: '',
    city: LISTING_CITIES[0],
    mapLink: '',
    location: undefined,
    area: undefined,
    listedBy: 'Owner',
    amenities: [],
    rent: undefined,
    deposit: undefined,
    price: undefined,
    bhk: '',
    property: '',
    propertyCondition: '',
    sharing: '',
  };
}

/** A stored property as form values (its nulls become empty fields). */
export function valuesFromProperty(listing: Property): PropertyFormValues {
  return {
    propertyType: listing.propertyType,
    propertyTitle: listing.propertyTitle,
    desc: listing.desc,
    address: listing.address,
    city: listing.city,
    // The owner's own reads always carry it (public lists and signed-out readers go without).
    mapLink: listing.mapLink ?? '',
    location: listing.location,
    area: listing.area,
    listedBy: listing.listedBy,
    amenities: listing.amenities.filter((item) =>
      AMENITIES_BY_TYPE[listing.propertyType].includes(item),
    ),
    rent: listing.rent ?? undefined,
    deposit: listing.deposit ?? undefined,
    price: listing.price ?? undefined,
    bhk: listing.bhk ?? '',
    property: propertyKind(listing) ?? '',
    propertyCondition: listing.propertyCondition ?? '',
    sharing: listing.sharing ?? '',
  };
}

function finite(value: number | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/**
 * Values kept when the user switches type on the add form: everything common, the choices the
 * new type also offers, and the amenities it also lists.
 */
export function valuesForType(current: PropertyFormValues, type: PropertyType): PropertyFormValues {
  const kinds = kindOptions(type, 'create');
  const amenities = AMENITIES_BY_TYPE[type];
  return {
    ...current,
    // An empty number input reads NaN; written back into an input, NaN is invalid.
    area: finite(current.area),
    rent: finite(current.rent),
    deposit: finite(current.deposit),
    price: finite(current.price),
    propertyType: type,
    // The kind stays only if the new type offers it too.
    property: kinds.includes(current.property) ? current.property : '',
    amenities: current.amenities.filter((item) => amenities.includes(item)),
  };
}

/**
 * zodResolver with the schema of the type currently chosen in the form (docs/product.md §3), so one
 * form serves every type and validates exactly that type's fields.
 */
export function propertyResolver(
  mode: FormMode,
): Resolver<PropertyFormValues, unknown, PropertyInput> {
  const resolvers = new Map<PropertyType, Resolver<PropertyFormValues, unknown, PropertyInput>>();
  return (values, context, options) => {
    let resolver = resolvers.get(values.propertyType);
    if (!resolver) {
      resolver = zodResolver(propertySchemaFor(values.propertyType, mode)) as unknown as Resolver<
        PropertyFormValues,
        unknown,
        PropertyInput
      >;
      resolvers.set(values.propertyType, resolver);
    }
    return resolver(values, context, options);
  };
}

/** Every field name the server may answer a 400 about. */
export const PROPERTY_FIELD_NAMES = [
  'propertyTitle',
  'desc',
  'address',
  'city',
  'mapLink',
  'location',
  'area',
  'listedBy',
  'amenities',
  'rent',
  'deposit',
  'price',
  'bhk',
  'property',
  'propertyCondition',
  'sharing',
] as const satisfies readonly (keyof PropertyFormValues)[];
