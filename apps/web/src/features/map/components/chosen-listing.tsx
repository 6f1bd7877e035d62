import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PropertyCard } from '@/components/property-card';
import { Spinner } from '@/components/ui/spinner';
import { useMapListing } from '../api/get-listing';

type ChosenListingProps = {
  propertyId: string;
  onClose: () => void;
};

/** The card of the listing whose price marker was tapped, over the bottom of the map. */
export function ChosenListing({ propertyId, onClose }: ChosenListingProps) {
  const { t } = useTranslation('search');
  const listing = useMapListing(propertyId);
  return (
    <section
      aria-label={t('map.selected')}
      className="pointer-events-auto relative max-h-full w-full overflow-y-auto rounded-2xl bg-white shadow-2xl ring-1 ring-slate-900/10 sm:max-w-sm"
    >
      <button
        type="button"
        onClick={onClose}
        aria-label={t('map.closeCard')}
        className="absolute top-2 right-2 z-10 grid size-9 place-items-center rounded-full bg-white/95 text-slate-700 shadow ring-1 ring-slate-900/10 hover:bg-white hover:text-slate-950 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <X className="size-5" aria-hidden="true" />
      </button>
      {listing.data ? (
        <PropertyCard
          property={listing.data}
          layout="row"
          className="shadow-none ring-0 hover:translate-y-0"
        />
      ) : listing.isError ? (
        <p role="alert" className="px-4 py-6 pr-12 text-sm font-semibold text-red-800">
          {t('map.cardFailed')}
        </p>
      ) : (
        <div className="grid h-32 place-items-center">
          <Spinner label={t('map.loadingMarkers')} />
        </div>
      )}
    </section>
  );
}
