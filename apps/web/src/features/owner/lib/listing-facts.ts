import { formatRupees, formatRupeesShort, type Property } from '@basera/contract';
import { isPriced, propertyKind } from '@/lib/listing-fields';

/** The money line of a card: price for sell and plot, rent and deposit otherwise (docs/product.md §9). */
export function moneyFacts(property: Property): { label: string; value: string }[] {
  if (isPriced(property.propertyType)) {
    return property.price === null
      ? []
      : [{ label: 'Price', value: formatRupeesShort(property.price) }];
  }
  const facts: { label: string; value: string }[] = [];
  if (property.rent !== null)
    facts.push({ label: 'Rent', value: `${formatRupees(property.rent)}/mo` });
  if (property.deposit !== null)
    facts.push({ label: 'Deposit', value: formatRupeesShort(property.deposit) });
  return facts;
}

/** Short descriptors: 2 BHK · Apartment · 1,200 sq ft. */
export function shapeFacts(property: Property): string[] {
  const facts = [
    property.bhk,
    propertyKind(property),
    property.sharing && `${property.sharing} sharing`,
  ];
  facts.push(`${new Intl.NumberFormat('en-IN').format(property.area)} sq ft`);
  return facts.filter((fact): fact is string => Boolean(fact));
}
