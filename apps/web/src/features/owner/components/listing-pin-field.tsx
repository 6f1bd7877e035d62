import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { LocateFixed } from 'lucide-react';
import type { LatLng } from '@basera/contract';
import { Button } from '@/components/ui/button';
import { useTranslateMessage } from '@/i18n/translate-message';
import { PIN_ZOOM, pinText } from '../lib/listing-pin';

/**
 * The map the pin is placed on, handed in by the route (features/map's PinMap): a feature does
 * not import another, and the map's code stays out of this feature.
 */
export type PinMapComponent = ComponentType<{
  label: string;
  pinLabel: string;
  at: LatLng;
  onMove: (at: LatLng) => void;
  zoom: number;
  texts: { loading: string; failed: string; retry: string };
  className?: string;
}>;

type ListingPinFieldProps = {
  PinMap: PinMapComponent;
  at: LatLng;
  /** The owner placed it; otherwise it follows the address and city. */
  placed: boolean;
  onMove: (at: LatLng) => void;
  /** A contract message (the pin outside India), shown in the reader's language. */
  error?: string | undefined;
};

type Locating = 'idle' | 'asking' | 'denied' | 'unavailable' | 'unsupported';

/**
 * The listing's pin: a small map where the owner drags the pin, taps the map, uses the arrow keys
 * on the pin, or asks for the device's position; the pin in text under it.
 */
export function ListingPinField({ PinMap, at, placed, onMove, error }: ListingPinFieldProps) {
  const { t } = useTranslation('owner');
  const translateMessage = useTranslateMessage();
  const [locating, setLocating] = useState<Locating>('idle');
  // The map opens once: at the street for a stored pin, at the locality for a suggested one.
  const [zoom] = useState(placed ? PIN_ZOOM.placed : PIN_ZOOM.suggested);

  const locateDevice = () => {
    // Missing where the browser has no positioning, and in pages not served over HTTPS.
    if (!('geolocation' in navigator) || !window.isSecureContext) {
      setLocating('unsupported');
      return;
    }
    setLocating('asking');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating('idle');
        onMove({ lat: coords.latitude, lng: coords.longitude });
      },
      (failure) =>
        setLocating(failure.code === failure.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  const problem =
    locating === 'denied'
      ? t('form.pin.denied')
      : locating === 'unavailable'
        ? t('form.pin.unavailable')
        : locating === 'unsupported'
          ? t('form.pin.unsupported')
          : null;

  return (
    <div className="flex flex-col gap-2 sm:col-span-2">
      <p className="text-sm font-medium text-slate-800">{t('form.pin.title')}</p>
      <p className="text-xs text-slate-500">{t('form.pin.hint')}</p>
      <PinMap
        label={t('form.pin.mapLabel')}
        pinLabel={t('form.pin.pinLabel')}
        at={at}
        onMove={(next) => {
          setLocating('idle');
          onMove(next);
        }}
        zoom={zoom}
        texts={{
          loading: t('form.pin.loading'),
          failed: t('form.pin.failed'),
          retry: t('form.pin.retry'),
        }}
        className="h-64 overflow-hidden rounded-xl ring-1 ring-slate-900/10 sm:h-72"
      />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p aria-live="polite" className="min-w-0 text-sm text-slate-700">
          <span className="font-medium tabular-nums">
            {t('form.pin.at', { coordinates: pinText(at) })}
          </span>
          {!placed && (
            <span className="block text-xs text-slate-500">{t('form.pin.suggested')}</span>
          )}
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={locateDevice}
          loading={locating === 'asking'}
          icon={<LocateFixed className="size-4" aria-hidden="true" />}
        >
          {t('form.pin.useMyLocation')}
        </Button>
      </div>
      {locating === 'asking' && (
        <p role="status" className="text-sm text-slate-600">
          {t('form.pin.locating')}
        </p>
      )}
      {problem && (
        <p role="alert" className="text-[13px] leading-snug font-medium text-amber-800">
          {problem}
        </p>
      )}
      {error && (
        <p role="alert" className="text-[13px] leading-snug font-medium text-red-700">
          {translateMessage(error)}
        </p>
      )}
    </div>
  );
}
