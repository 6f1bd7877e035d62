import type { ReactNode } from 'react';
import { ADMIN_TAB_INFO, type AdminTab } from '../lib/tabs';
import { useTranslation } from 'react-i18next';

/** The heading of the open section: its name, what it holds, and its main action. */
export function PanelHeader({ tab, action }: { tab: AdminTab; action?: ReactNode }) {
  const { t } = useTranslation('admin');
  const { label, description } = ADMIN_TAB_INFO[tab];
  return (
    <div className="mb-5 flex flex-col gap-4 sm:mb-6 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-[0.16em] text-brand-700 uppercase">
          {t('eyebrow')}
        </p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl">
          {t(label)}
        </h1>
        <p className="mt-1.5 text-[15px] text-slate-600">{t(description)}</p>
      </div>
      {action && <div className="shrink-0">{action}</div>}
    </div>
  );
}
