import { useLocation, useSearchParams } from 'react-router';
import { id } from '@basera/contract';

/**
 * The property an owner screen works on: handed over in navigation state, and also in the
 * ?propertyId= query so that a reload or a bookmark still knows it. Null when neither holds a
 * valid id.
 */
export function usePropertyId(): string | null {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const fromState = (location.state as { propertyId?: unknown } | null)?.propertyId;
  const candidate = typeof fromState === 'string' ? fromState : searchParams.get('propertyId');
  return candidate && id.safeParse(candidate).success ? candidate : null;
}

export type OwnerScreen = '/propertyImgForm' | '/editPropertyImgForm' | '/editProperty';

/** Where to go for a property: the path with ?propertyId= plus the id in navigation state. */
export function propertyScreen(path: OwnerScreen, propertyId: string) {
  return {
    to: `${path}?${new URLSearchParams({ propertyId })}`,
    state: { propertyId },
  } as const;
}
