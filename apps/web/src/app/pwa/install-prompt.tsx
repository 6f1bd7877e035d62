import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { currentInstallOffer, spendInstallOffer, subscribeToInstallOffer } from './install-event';
import { afterPageLoad, parseVisitLog, shouldOfferInstall } from './visits';

/* The card's code comes only on a visit that shows it. */
const InstallCard = lazy(() => import('./install-card'));

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
    <Suspense fallback={null}>
      <InstallCard install={install} notNow={notNow} />
    </Suspense>
  );
}
