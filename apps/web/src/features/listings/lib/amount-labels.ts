import { formatRupeesShort } from '@basera/contract';

/** How a range of amounts is said: 'Under ₹15,000', 'Above 500 sqft', '₹5,000 – ₹10,000'. */
export type RangeWords = {
  format: (value: number) => string;
  under: (amount: string) => string;
  above: (amount: string) => string;
  between: (min: string, max: string) => string;
};

export function rangeLabel(
  min: number | undefined,
  max: number | undefined,
  words: RangeWords,
): string | null {
  if (min !== undefined && max !== undefined)
    return words.between(words.format(min), words.format(max));
  if (max !== undefined) return words.under(words.format(max));
  if (min !== undefined) return words.above(words.format(min));
  return null;
}

const sqft = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** The English of the search screen, as the contract's search chips say it. */
export const ENGLISH_BUDGET: RangeWords = {
  format: (value) => formatRupeesShort(value),
  under: (amount) => `Under ${amount}`,
  above: (amount) => `Above ${amount}`,
  between: (min, max) => `${min} – ${max}`,
};

export const ENGLISH_AREA: RangeWords = {
  format: (value) => sqft.format(value),
  under: (amount) => `Under ${amount} sqft`,
  above: (amount) => `Above ${amount} sqft`,
  between: (min, max) => `${min} – ${max} sqft`,
};

/** 'Under ₹15,000', 'Above ₹20 Lakh', '₹5,000 – ₹10,000'; null when no bound is set. */
export function budgetLabel(
  min: number | undefined,
  max: number | undefined,
  words: RangeWords = ENGLISH_BUDGET,
): string | null {
  return rangeLabel(min, max, words);
}

/** 'Under 1,200 sqft', '800 – 1,200 sqft'. */
export function areaLabel(
  min: number | undefined,
  max: number | undefined,
  words: RangeWords = ENGLISH_AREA,
): string | null {
  return rangeLabel(min, max, words);
}
