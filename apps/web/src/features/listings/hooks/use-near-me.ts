import { useEffect, useEffectEvent, useState } from 'react';
import { NEARBY_METRES, type SearchMeaning, type SearchParams } from '@basera/contract';

/** Where asking the browser for its position stands: nothing asked, asking, or why it failed. */
export type NearMeStatus = 'idle' | 'asking' | 'refused' | 'unavailable';

/** A position a few minutes old is as good as a new one for 'near me', and comes at once. */
const POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 15_000,
  maximumAge: 10 * 60_000,
};

/**
 * 'near me' in the text (meaning.nearMe): only the browser knows where that is. Asked once per
 * search; given, the search gets `near`, within the contract's nearby radius, nearest first; refused or not found, the search stays
 * as it is and the status says why.
 */
export function useNearMe(
  search: SearchParams,
  meaning: Pick<SearchMeaning, 'nearMe'>,
  setSearch: (next: SearchParams) => void,
): NearMeStatus {
  // Why asking failed, for the text it failed for: a new text asks again.
  const [failure, setFailure] = useState<{ text: string; status: NearMeStatus } | null>(null);
  const wanted = meaning.nearMe && !search.near;
  const text = search.search;
  const searchNear = useEffectEvent((lat: number, lng: number) =>
    setSearch({ ...search, near: { lat, lng }, radius: NEARBY_METRES, sort: 'distance' }),
  );

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    const failed = (status: NearMeStatus) => live && setFailure({ text, status });
    if (!('geolocation' in navigator)) {
      void Promise.resolve().then(() => failed('unavailable'));
    } else {
      navigator.geolocation.getCurrentPosition(
        ({ coords }) => live && searchNear(coords.latitude, coords.longitude),
        (error) => failed(error.code === error.PERMISSION_DENIED ? 'refused' : 'unavailable'),
        POSITION_OPTIONS,
      );
    }
    return () => {
      live = false;
    };
  }, [wanted, text]);

  if (!wanted) return 'idle';
  return failure?.text === text ? failure.status : 'asking';
}
