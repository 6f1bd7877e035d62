import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '@/components/logo';
import { Button } from '@/components/ui/button';

/**
 * The 'Add Basera to your home screen' card (install-prompt.tsx decides when it shows): a small
 * card, a bottom sheet on phones. Loaded only when it is to be shown.
 */
export default function InstallCard({
  install,
  notNow,
}: {
  install: () => Promise<void>;
  notNow: () => void;
}) {
  const { t } = useTranslation();
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
