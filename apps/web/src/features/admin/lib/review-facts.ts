import { formatRupees, PROPERTY_TYPE_LABELS, type Property } from '@basera/contract';
import { propertyKind } from '@/lib/listing-fields';
import { formatDateTime } from './days-ago';

export type ReviewFact = {
  label: string;
  value: string;
  /** A link to open, e.g. the map. */
  href?: string;
};

const area = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/**
 * Every field the owner filled in, as the admin checks it: the exact rupee figures rather than
 * the short ones of cards. A field the type does not have (a plot's BHK) is left out.
 */
export function listingFacts(property: Property): ReviewFact[] {
  const facts: (ReviewFact | null)[] = [
    { label: 'Type', value: PROPERTY_TYPE_LABELS[property.propertyType] ?? property.propertyType },
    fact('Property type', propertyKind(property)),
    fact('Bhk/Rk', property.bhk),
    fact('Furnished', property.propertyCondition),
    fact('Sharing', property.sharing),
    money('Rent', property.rent, ' a month'),
    money('Deposit', property.deposit),
    money('Price', property.price),
    { label: 'Size', value: `${area.format(property.area)} sq ft` },
    { label: 'City', value: property.city },
    { label: 'Address', value: property.address },
    { label: 'Map link', value: property.mapLink, href: property.mapLink },
    { label: 'Listed by', value: property.listedBy },
  ];
  return facts.filter((item): item is ReviewFact => item !== null);
}

/** The listing's record: when it was made, sent and decided, and its version. */
export function recordFacts(property: Property): ReviewFact[] {
  const facts: (ReviewFact | null)[] = [
    { label: 'Version', value: String(property.version) },
    { label: 'Created', value: formatDateTime(property.createdAt) },
    property.submittedAt
      ? { label: 'Submitted', value: formatDateTime(property.submittedAt) }
      : null,
    property.campaignDecidedAt
      ? { label: 'Last decided', value: formatDateTime(property.campaignDecidedAt) }
      : null,
    property.lastConfirmedAt
      ? { label: 'Owner confirmed', value: formatDateTime(property.lastConfirmedAt) }
      : null,
    fact('Out of search because', property.hiddenBecause),
  ];
  return facts.filter((item): item is ReviewFact => item !== null);
}

function fact(label: string, value: string | null | undefined): ReviewFact | null {
  return value?.trim() ? { label, value } : null;
}

function money(label: string, value: number | null, per = ''): ReviewFact | null {
  return value === null ? null : { label, value: `${formatRupees(value)}${per}` };
}
