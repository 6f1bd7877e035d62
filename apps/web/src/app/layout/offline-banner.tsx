import { WifiOff } from 'lucide-react';
import { useOnline } from '@/hooks/use-online';

/** Every word of the banner. */
const TEXT = {
  offline: 'You are offline.',
  detail: 'Saved listings still open; sending anything waits for a connection.',
};

/** A slim bar at the top of every screen while the connection is lost (docs/product.md §2). */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite">
      {!online && (
        <p className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950">
          <WifiOff className="size-4 shrink-0" aria-hidden="true" />
          <span>
            <strong className="font-semibold">{TEXT.offline}</strong> {TEXT.detail}
          </span>
        </p>
      )}
    </div>
  );
}
