import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';

export type AccountMenuEntry =
  | { kind: 'link'; label: string; to: string; icon: ReactNode }
  | { kind: 'action'; label: string; onSelect: () => void; icon: ReactNode; danger?: boolean }
  | { kind: 'separator' };

export type AccountMenuProps = {
  /** Shown at the top of the menu: who is signed in. */
  email: string;
  /** Initials or a short tag for the avatar. */
  badge: string;
  label?: string;
  entries: AccountMenuEntry[];
  tone?: 'brand' | 'slate';
  /** Called as the menu opens, e.g. to start loading what its entries open. */
  onOpen?: () => void;
};

export const triggerClasses =
  'group inline-flex h-11 min-w-0 max-w-full items-center gap-2 rounded-xl border border-slate-200 bg-white py-1 pr-2.5 pl-1 text-sm font-semibold text-slate-800 max-sm:pr-1 ' +
  'hover:border-slate-300 hover:bg-slate-50 data-[state=open]:border-brand-600 data-[state=open]:bg-brand-50';

/** The avatar, label and chevron inside the menu's button. */
export function TriggerContent({
  badge,
  label,
  tone,
}: {
  badge: string;
  label: string;
  tone: 'brand' | 'slate';
}) {
  return (
    <>
      <span
        className={cn(
          'flex size-8 shrink-0 items-center justify-center rounded-lg text-xs font-bold text-white',
          tone === 'brand' ? 'bg-brand-700' : 'bg-slate-800',
        )}
        aria-hidden="true"
      >
        {badge}
      </span>
      {/* On phones the avatar stands alone (the label still names the button), leaving the bar
          room for the language switch in either language; wider, a label too long for the room
          left ends in an ellipsis rather than widening the header. */}
      <span className="min-w-0 truncate max-sm:sr-only">{label}</span>
      <ChevronDown
        className="size-4 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180 max-sm:hidden"
        aria-hidden="true"
      />
    </>
  );
}

/** Two letters for an avatar, from an e-mail address. */
export function initialsFromEmail(email: string): string {
  const name = email.split('@')[0] ?? '';
  const parts = name.split(/[._-]+/).filter(Boolean);
  const letters =
    parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts[1]?.[0] ?? ''}` : name.slice(0, 2);
  return letters.toUpperCase() || '?';
}
