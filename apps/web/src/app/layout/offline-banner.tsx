import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/hooks/use-online';

/** A slim bar at the top of every screen while the connection is lost (docs/product.md §2). */
export function OfflineBanner() {
  const online = useOnline();
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      {!online && (
        <p className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950">
          <WifiOff className="size-4 shrink-0" aria-hidden="true" />
          <span>
            <strong className="font-semibold">{t('offline.banner')}</strong>{' '}
            {t('offline.bannerDetail')}
          </span>
        </p>
      )}
    </div>
  );
}
