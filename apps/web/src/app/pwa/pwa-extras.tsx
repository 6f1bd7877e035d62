import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { InstallPrompt } from './install-prompt';
import { registerServiceWorker } from './service-worker';

/** Every word of the update notice. */
const TEXT = {
  updateReady: 'A new version of Basera is ready.',
  reload: 'Reload',
};

const UPDATE_TOAST_ID = 'app-update';

function offerUpdate(activate: () => void): void {
  toast(
    (shown) => (
      <span className="flex items-center gap-3">
        <span>{TEXT.updateReady}</span>
        <Button
          size="sm"
          onClick={() => {
            toast.dismiss(shown.id);
            activate();
          }}
        >
          {TEXT.reload}
        </Button>
      </span>
    ),
    { id: UPDATE_TOAST_ID, duration: Infinity },
  );
}

/** Loaded after the page is idle (deferred-pwa.tsx): the service worker and the install prompt. */
export default function PwaExtras() {
  useEffect(() => registerServiceWorker(offerUpdate), []);
  return <InstallPrompt />;
}
