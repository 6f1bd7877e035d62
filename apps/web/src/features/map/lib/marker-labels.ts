import type { FormatLanguage } from '@basera/contract';

/**
 * The price on a map marker, as short as a price tag: '₹15k', '₹8.5k', '₹45 L', '₹1.2 Cr'. A
 * marker has room for a few characters; the card and the details page give the exact figure
 * (formatRupees). One decimal below ten of a unit, none above, as people say them.
 */
const UNITS: Record<FormatLanguage, { thousand: string; lakh: string; crore: string }> = {
  en: { thousand: 'k', lakh: ' L', crore: ' Cr' },
  hi: { thousand: ' हज़ार', lakh: ' लाख', crore: ' करोड़' },
};

function figure(value: number): string {
  const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return String(rounded);
}

/** Where each unit starts: the first amount whose figure in it rounds to 1 ('₹99,999' is '₹1 L'). */
const CRORE = 1_00_00_000;
const LAKH = 1_00_000;
const THOUSAND = 1000;
const startOf = (unit: number) => unit * 0.995;

export function markerPrice(amount: number, language: FormatLanguage = 'en'): string {
  const units = UNITS[language];
  if (amount >= startOf(CRORE)) return `₹${figure(amount / CRORE)}${units.crore}`;
  if (amount >= startOf(LAKH)) return `₹${figure(amount / LAKH)}${units.lakh}`;
  if (amount >= startOf(THOUSAND)) return `₹${figure(amount / THOUSAND)}${units.thousand}`;
  return `₹${Math.round(amount)}`;
}

/** A cluster's count: '8', '240', '1.2k' (the accessible name says the exact number). */
export function clusterCount(count: number): string {
  return count < 1000 ? String(count) : `${figure(count / 1000)}k`;
}
