import { formatRupeesShort } from '@basera/contract';

const sqft = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

function rangeLabel(
  min: number | undefined,
  max: number | undefined,
  format: (value: number) => string,
): string | null {
  if (min !== undefined && max !== undefined) return `${format(min)} – ${format(max)}`;
  if (max !== undefined) return `Under ${format(max)}`;
  if (min !== undefined) return `Above ${format(min)}`;
  return null;
}

/** 'Under ₹15,000', 'Above ₹20 Lakh', '₹5,000 – ₹10,000'; null when no bound is set. */
export function budgetLabel(min: number | undefined, max: number | undefined): string | null {
  return rangeLabel(min, max, formatRupeesShort);
}

/** 'Under 1,200 sqft', '800 – 1,200 sqft'. */
export function areaLabel(min: number | undefined, max: number | undefined): string | null {
  const label = rangeLabel(min, max, (value) => sqft.format(value));
  return label && `${label} sqft`;
}
