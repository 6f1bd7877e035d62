/**
 * Whether a search is to rent or to buy, and what follows from it (docs/product.md §5,
 * docs/decisions/0033-what-search-words-mean.md):
 *  - a budget in lakh or crore is a price to buy unless the words say rent ('50 lakh se kam'
 *    asks for sales and plots, not for every rental under ₹50 lakh a month);
 *  - commercial and PG listings are only rented and plots only sold: asking to buy a shop or to
 *    rent a plot is told to the reader ('Shops are listed for rent'), not silently ignored, and
 *    a budget that cannot apply to them (a price for a shop, a monthly rent for a plot) is left
 *    out of the filters rather than read as the other.
 */
import type { PropertyType } from './constants';
import type { OneWayType, SearchKind, SearchNote } from './search-query';

/** How every listing of a type is offered, for the types offered one way only. */
const ONE_WAY: Record<OneWayType, 'rent' | 'sale'> = {
  commercial: 'rent',
  pgHostel: 'rent',
  plot: 'sale',
};
const isOneWay = (type: PropertyType | undefined): type is OneWayType =>
  type !== undefined && type in ONE_WAY;

const COMMERCIAL_SUBJECTS = ['Shop', 'Office Space', 'Showroom', 'Warehouse'] as const;

export type DealFacts = {
  /** The type searched for: a parameter's, else the text's. */
  type: PropertyType | undefined;
  /** The type is a parameter: what the text said about renting or buying counts for nothing. */
  typeChosen: boolean;
  /** The text read rent or sale words ('for sale'), as its type or beside a more specific one. */
  saidRent: boolean;
  saidSale: boolean;
  /** The kinds the text named ('shop'). */
  kinds: readonly SearchKind[];
  /** The budget the text gave, if any. */
  budget?: { min?: number; max?: number; perMonth: boolean; inLakhs: boolean };
};

export type Deal = {
  /** Only sales and plots: the budget is a price and no type says otherwise. */
  purchase: boolean;
  /** False when the budget cannot apply to the type; it is then named in the note. */
  keepBudget: boolean;
  note?: SearchNote;
};

/** What a budget is measured on, as the words say it; undefined when they do not. */
function budgetOn(facts: DealFacts): 'price' | 'rent' | undefined {
  const { budget, type, typeChosen } = facts;
  if (!budget) return undefined;
  if (budget.perMonth || type === 'rent' || (!typeChosen && facts.saidRent)) return 'rent';
  if (type === 'sell' || (!typeChosen && facts.saidSale) || budget.inLakhs) return 'price';
  return undefined;
}

function subjectOf(type: OneWayType, kinds: readonly SearchKind[]): SearchNote['subject'] {
  if (type !== 'commercial') return type;
  const named = COMMERCIAL_SUBJECTS.filter((kind) => kinds.includes(kind));
  return named.length === 1 ? named[0]! : 'commercial';
}

export function settleDeal(facts: DealFacts): Deal {
  const { type, budget } = facts;
  const on = budgetOn(facts);
  if (!isOneWay(type)) return { purchase: on === 'price' && type === undefined, keepBudget: true };

  const listedFor = ONE_WAY[type];
  const fits = on === undefined || on === (listedFor === 'rent' ? 'rent' : 'price');
  const askedOtherwise =
    !facts.typeChosen && (listedFor === 'rent' ? facts.saidSale : facts.saidRent);
  if (fits && !askedOtherwise) return { purchase: false, keepBudget: true };

  const note: SearchNote = { subject: subjectOf(type, facts.kinds), listedFor };
  if (!fits && budget && on) {
    note.budget = { on };
    if (budget.min !== undefined) note.budget.minPrice = budget.min;
    if (budget.max !== undefined) note.budget.maxPrice = budget.max;
  }
  return { purchase: false, keepBudget: fits, note };
}
