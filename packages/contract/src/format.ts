/** Indian formatting shared by cards, details and the admin lists. */

const grouped = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** ₹ with Indian digit grouping: ₹12,50,000. */
export function formatRupees(value: number): string {
  return `₹${grouped.format(value)}`;
}

function trimmed(value: number): string {
  return value.toFixed(2).replace(/\.?0+$/, '');
}

/** Lakh and crore where they read better: ₹45 Lakh, ₹1.25 Cr; smaller sums stay exact. */
export function formatRupeesShort(value: number): string {
  // Decide by the rounded figure, so ₹99,99,999 reads '₹1 Cr', not '₹100 Lakh'.
  if (Number(trimmed(value / 1_00_000)) >= 100) return `₹${trimmed(value / 1_00_00_000)} Cr`;
  if (value >= 1_00_000) return `₹${trimmed(value / 1_00_000)} Lakh`;
  return formatRupees(value);
}

/** Review timestamps: long US English with seconds (docs/product.md §9). */
export function formatReviewTime(iso: string, timeZone?: string): string {
  return new Date(iso).toLocaleString('en-US', {
    dateStyle: 'long',
    timeStyle: 'medium',
    ...(timeZone ? { timeZone } : {}),
  });
}

/** The amount a listing leads with: the price of a sale or plot, else the rent a month. */
export function formatListingAmount(listing: {
  price: number | null;
  rent: number | null;
}): string | null {
  if (listing.price != null) return formatRupees(listing.price);
  if (listing.rent != null) return `${formatRupees(listing.rent)}/month`;
  return null;
}
