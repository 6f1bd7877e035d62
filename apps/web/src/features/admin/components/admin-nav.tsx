import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { ADMIN_TABS, ADMIN_TAB_INFO, adminTabHref, type AdminTab } from '../lib/tabs';
import { useTranslation } from 'react-i18next';

/**
 * The side menu. Each entry is a link to ?tab=…, so reload, back and forward keep the section.
 * Desktop: a sticky column on the left. Phones and tablets: a sticky, sideways-scrolling bar.
 */
export function AdminNav({ active }: { active: AdminTab }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <nav
        aria-label={t('nav.label')}
        className="sticky top-[96px] hidden self-start rounded-2xl bg-white p-2 shadow-card ring-1 ring-slate-900/5 lg:block"
      >
        <ul className="flex flex-col gap-0.5">
          {ADMIN_TABS.map((tab) => {
            const { label, icon: Icon } = ADMIN_TAB_INFO[tab];
            const current = tab === active;
            return (
              <li key={tab}>
                <Link
                  to={adminTabHref(tab)}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    'flex h-11 items-center gap-3 rounded-xl px-3 text-[15px] font-semibold transition-colors',
                    current
                      ? 'bg-brand-700 text-white shadow-sm'
                      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-950',
                  )}
                >
                  <Icon
                    className={cn('size-[18px]', current ? 'text-accent-300' : 'text-slate-500')}
                    aria-hidden="true"
                  />
                  {t(label)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <MobileTabBar active={active} />
    </>
  );
}

function MobileTabBar({ active }: { active: AdminTab }) {
  const { t } = useTranslation('admin');
  const scroller = useRef<HTMLUListElement>(null);

  // Keep the chosen entry in view (centred) without scrolling the page itself.
  useLayoutEffect(() => {
    const list = scroller.current;
    const item = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !item) return;
    const left = item.offsetLeft - (list.clientWidth - item.offsetWidth) / 2;
    list.scrollTo({ left: Math.max(0, left) });
  }, [active]);

  return (
    <nav
      aria-label={t('nav.label')}
      className="sticky top-16 z-30 -mx-4 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85 sm:-mx-6 lg:hidden"
    >
      <ul
        ref={scroller}
        className="relative flex gap-1.5 overflow-x-auto px-4 py-2.5 [scrollbar-width:none] sm:px-6 [&::-webkit-scrollbar]:hidden"
      >
        {ADMIN_TABS.map((tab) => {
          const { label, icon: Icon } = ADMIN_TAB_INFO[tab];
          const current = tab === active;
          return (
            <li key={tab} className="shrink-0">
              <Link
                to={adminTabHref(tab)}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'inline-flex h-10 items-center gap-2 rounded-full px-3.5 text-sm font-semibold transition-colors',
                  current
                    ? 'bg-brand-700 text-white'
                    : 'bg-slate-100 text-slate-700 hover:bg-slate-200 hover:text-slate-950',
                )}
              >
                <Icon
                  className={cn('size-4', current ? 'text-accent-300' : 'text-slate-500')}
                  aria-hidden="true"
                />
                {t(label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
