import { useState, useSyncExternalStore } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { currentInstallOffer, spendInstallOffer, subscribeToInstallOffer } from './install-event';
import { afterPageLoad, parseVisitLog, shouldOfferInstall } from './visits';

const VISITS_KEY = 'baseraVisits';
const DISMISSED_KEY = 'installPromptDismissedAt';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // storage blocked: the prompt may ask again on the next visit
  }
}

function isInstalled(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** Counts this page load as a visit and says whether this visit may offer installation. */
function countVisitAndDecide(): boolean {
  const now = Date.now();
  const visits = afterPageLoad(parseVisitLog(read(VISITS_KEY)), now);
  write(VISITS_KEY, JSON.stringify(visits));
  const dismissed = Number(read(DISMISSED_KEY));
  return shouldOfferInstall({
    visits,
    dismissedAt: Number.isFinite(dismissed) && dismissed > 0 ? dismissed : null,
    installed: isInstalled(),
    now,
  });
}

/**
 * 'Add Basera to your home screen' (docs/product.md §2): a small card, a bottom sheet on
 * phones, shown when the browser offers installation on the second visit or later. It never
 * takes the focus: reading goes on around it.
 */
export function InstallPrompt() {
  const { t } = useTranslation();
  const offer = useSyncExternalStore(subscribeToInstallOffer, currentInstallOffer, () => null);
  // Rendered only in the browser, after load (deferred-pwa.tsx): each page load counts once.
  const [mayOffer, setMayOffer] = useState(countVisitAndDecide);

  if (!mayOffer || !offer) return null;

  const notNow = () => {
    write(DISMISSED_KEY, String(Date.now()));
    setMayOffer(false);
  };
  const install = async () => {
    spendInstallOffer();
    await offer.prompt();
    const { outcome } = await offer.userChoice;
    // Turned down in the browser's own dialog: the same as 'Not now'.
    if (outcome === 'dismissed') notNow();
    else setMayOffer(false);
  };

  return (
    <section
      aria-labelledby="install-prompt-title"
      className="fixed inset-x-0 bottom-0 z-40 sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-96"
    >
      <div className="rounded-t-2xl bg-white p-4 pb-[max(1rem,env(safe-area-inset-bottom))] shadow-pop ring-1 ring-slate-900/10 sm:rounded-2xl sm:pb-4">
        <div
          className="mx-auto mb-3 h-1 w-10 rounded-full bg-slate-300 sm:hidden"
          aria-hidden="true"
        />
        <div className="flex items-start gap-3">
          <LogoMark className="size-11" />
          <div className="min-w-0 flex-1">
            <h2 id="install-prompt-title" className="text-base font-bold text-slate-900">
              {t('install.title')}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{t('install.body')}</p>
          </div>
          <button
            type="button"
            onClick={notNow}
            aria-label={t('install.close')}
            className="-mt-1 -mr-1 rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="ghost" size="sm" onClick={notNow}>
            {t('install.notNow')}
          </Button>
          <Button size="sm" onClick={() => void install()}>
            {t('install.install')}
          </Button>
        </div>
      </div>
    </section>
  );
}
