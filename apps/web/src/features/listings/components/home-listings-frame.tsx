import type { ReactNode } from 'react';
import { PropertyGridSkeleton } from './property-grid-skeleton';

/** The home page's listings section: its heading, then the list (docs/product.md §2). */
export function HomeListingsFrame({ children }: { children: ReactNode }) {
  return (
    <section className="container-page py-12 sm:py-16" aria-labelledby="listings-heading">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-xs font-semibold tracking-[0.16em] text-brand-700 uppercase">
            Explore
          </p>
          <h2
            id="listings-heading"
            className="mt-1 text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl"
          >
            Fresh listings for you
          </h2>
        </div>
        <p className="max-w-md text-[15px] text-slate-600">
          Approved properties across Bilaspur, Raipur, Durg and Bhilai. Pick a type to narrow down.
        </p>
      </div>
      {children}
    </section>
  );
}

/** What stands in while the list's code loads (it comes after the hero). */
export function HomeListingsPlaceholder() {
  return (
    <HomeListingsFrame>
      <div className="mt-6">
        <PropertyGridSkeleton label="Loading properties" />
      </div>
    </HomeListingsFrame>
  );
}
