import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { InstallPrompt } from './install-prompt';
import { registerServiceWorker } from './service-worker';

const UPDATE_TOAST_ID = 'app-update';

function UpdateReady({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <span className="flex items-center gap-3">
      <span>{t('update.ready')}</span>
      <Button size="sm" onClick={onReload}>
        {t('update.reload')}
      </Button>
    </span>
  );
}

/** The toast saying a new version is ready; its code comes only when there is one. */
async function offerUpdate(activate: () => void): Promise<void> {
  const { toast } = await import('@/lib/toast');
  toast(
    (shown: { id: string }) => (
      <UpdateReady
        onReload={() => {
          toast.dismiss(shown.id);
          activate();
        }}
      />
    ),
    { id: UPDATE_TOAST_ID, duration: Infinity },
  );
}

/** Loaded after the page is idle (deferred-pwa.tsx): the service worker and the install prompt. */
export default function PwaExtras() {
  useEffect(() => registerServiceWorker((activate) => void offerUpdate(activate)), []);
  return <InstallPrompt />;
}
