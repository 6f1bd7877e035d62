export const MAX_AMOUNT = 100_000_000_000; // ₹10,000 crore: the largest budget a search reads

/**
 * The numbers a real listing stays within, in rupees (area in sqft). A rent of ₹0 or an area
 * of 1 sqft is a typo or a trap, not a listing; a deposit may be nothing.
 */
export const LISTING_BOUNDS = {
  rent: { min: 500, max: 1_00_00_000 }, // ₹500 to ₹1 crore a month
  deposit: { min: 0, max: 10_00_00_000 }, // up to ₹10 crore
  price: { min: 10_000, max: 1_000_00_00_000 }, // ₹10,000 to ₹1,000 crore
  area: { min: 50, max: 10_00_000 }, // 50 to 10,00,000 sqft
} as const;
