import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import toast, { ToastBar, Toaster, useToasterStore } from 'react-hot-toast';
import { useTranslateMessage } from '@/i18n/translate-message';
import { MAX_VISIBLE_TOASTS, toastOptions } from '@/lib/toast-options';

/**
 * A modal dialog marks everything outside itself aria-hidden (radix uses the aria-hidden
 * package), except elements carrying aria-live: the wrapper's aria-live="off" (the default, so
 * it announces nothing itself) keeps a toast raised while a dialog is open, such as 'Profile
 * Updated', audible to screen readers.
 *
 * Every toast's text passes through translateMessage here, once for the whole app: a contract
 * message or server answer raised in English shows in Hindi when Hindi is on.
 */
export default function Toasts() {
  const { toasts } = useToasterStore();
  const translateMessage = useTranslateMessage();

  useEffect(() => {
    toasts
      .filter((item) => item.visible)
      .filter((_, index) => index >= MAX_VISIBLE_TOASTS)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts]);

  return createPortal(
    <div aria-live="off">
      <Toaster
        position="top-center"
        gutter={10}
        containerStyle={{ top: 80 }}
        toastOptions={toastOptions}
      >
        {(item) => (
          <ToastBar
            toast={
              typeof item.message === 'string'
                ? { ...item, message: translateMessage(item.message) }
                : item
            }
          />
        )}
      </Toaster>
    </div>,
    document.body,
  );
}
