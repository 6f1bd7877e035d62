import type { Property } from '@basera/contract';
import { PropertyCard } from '@/components/property-card';
import { cn } from '@/lib/cn';

type PropertyGridProps = {
  properties: Property[];
  detailsRoute?: 'user' | 'admin' | 'owner';
  /** Names the list for screen readers. */
  label: string;
  /** 3 on desktops (default); 2 where the grid shares the width with a map. */
  desktopColumns?: 2 | 3;
  className?: string;
};

/**
 * Cards in a grid: 1 column on phones, 2 on tablets, 3 on desktops. The first card's photo is
 * fetched first: on a phone it is the largest thing on the first screen of a search.
 */
export function PropertyGrid({
  properties,
  detailsRoute,
  label,
  desktopColumns = 3,
  className,
}: PropertyGridProps) {
  return (
    <ul
      aria-label={label}
      className={cn(
        'grid grid-cols-1 gap-5 sm:grid-cols-2 sm:gap-6',
        desktopColumns === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-2',
        className,
      )}
    >
      {properties.map((property, index) => (
        <li key={property._id} className="min-w-0">
          <PropertyCard property={property} detailsRoute={detailsRoute} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}
