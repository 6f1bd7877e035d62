import { BedDouble, Building2, House, KeyRound, LandPlot, type LucideIcon } from 'lucide-react';
import type { PropertyType } from '@basera/contract';

/**
 * How each property type looks wherever it is named: the colours of its tag (a listing card's
 * corner, the details page's banner) and its icon (the type chips, the add form's choices).
 */
export const PROPERTY_TYPE_TAG_CLASSES: Record<PropertyType, string> = {
  sell: 'bg-brand-700 text-white',
  rent: 'bg-accent-400 text-slate-950',
  pgHostel: 'bg-violet-700 text-white',
  plot: 'bg-lime-700 text-white',
  commercial: 'bg-slate-800 text-white',
};

export const PROPERTY_TYPE_ICONS: Record<PropertyType, LucideIcon> = {
  sell: House,
  rent: KeyRound,
  pgHostel: BedDouble,
  plot: LandPlot,
  commercial: Building2,
};
