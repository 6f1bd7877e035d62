import { Link } from 'react-router';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { TriggerContent, triggerClasses, type AccountMenuProps } from './account-menu-parts';

const itemClasses =
  'flex h-10 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm font-medium outline-none select-none';
const normalItemClasses =
  'text-slate-700 data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';
const dangerItemClasses =
  'text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800';

/** The signed-in dropdown of the headers (radix DropdownMenu: keyboard, focus, Escape). */
export default function AccountMenuDropdown({
  email,
  badge,
  label,
  entries,
  tone = 'brand',
  onOpen,
}: AccountMenuProps) {
  const { t } = useTranslation();
  return (
    <DropdownMenu.Root modal={false} onOpenChange={(open) => open && onOpen?.()}>
      <DropdownMenu.Trigger className={triggerClasses}>
        <TriggerContent badge={badge} label={label ?? t('header.myAccount')} tone={tone} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          className="z-50 w-64 rounded-2xl bg-white p-1.5 shadow-pop ring-1 ring-slate-900/5 data-[state=open]:animate-slide-down"
        >
          <DropdownMenu.Label className="px-3 pt-2 pb-2.5">
            <span className="block text-xs font-medium text-slate-500">
              {t('header.signedInAs')}
            </span>
            <span className="block truncate text-sm font-semibold text-slate-900">{email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="mx-1 mb-1 h-px bg-slate-100" />
          {entries.map((entry, index) => {
            if (entry.kind === 'separator') {
              return (
                <DropdownMenu.Separator
                  key={`separator-${index}`}
                  className="mx-1 my-1 h-px bg-slate-100"
                />
              );
            }
            const icon = (
              <span
                className={cn(
                  '[&>svg]:size-4',
                  entry.kind === 'action' && entry.danger ? 'text-red-600' : 'text-slate-500',
                )}
                aria-hidden="true"
              >
                {entry.icon}
              </span>
            );
            if (entry.kind === 'link') {
              return (
                <DropdownMenu.Item
                  key={entry.label}
                  asChild
                  className={cn(itemClasses, normalItemClasses)}
                >
                  <Link to={entry.to}>
                    {icon}
                    {entry.label}
                  </Link>
                </DropdownMenu.Item>
              );
            }
            return (
              <DropdownMenu.Item
                key={entry.label}
                onSelect={entry.onSelect}
                className={cn(itemClasses, entry.danger ? dangerItemClasses : normalItemClasses)}
              >
                {icon}
                {entry.label}
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
