import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { TriggerContent, triggerClasses, type AccountMenuProps } from './account-menu-parts';

export { initialsFromEmail, type AccountMenuEntry } from './account-menu-parts';

/* The dropdown (radix menu, popper, focus handling) loads only for signed-in people. */
const AccountMenuDropdown = lazy(() => import('./account-menu-dropdown'));

/** The signed-in account menu; a look-alike button stands in while its code loads. */
export function AccountMenu(props: AccountMenuProps) {
  const { t } = useTranslation();
  const { badge, label = t('header.myAccount'), tone = 'brand' } = props;
  return (
    <Suspense
      fallback={
        <button
          type="button"
          className={triggerClasses}
          aria-haspopup="menu"
          aria-expanded={false}
          disabled
        >
          <TriggerContent badge={badge} label={label} tone={tone} />
        </button>
      }
    >
      <AccountMenuDropdown {...props} />
    </Suspense>
  );
}
