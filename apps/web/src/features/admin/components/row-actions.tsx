import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trash2 } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { Column } from './data-list';

const actionBase =
  'inline-flex h-9 items-center justify-center gap-1.5 rounded-lg text-[13px] font-semibold whitespace-nowrap transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [&>svg]:size-4';

const tones = {
  neutral:
    'bg-white text-slate-700 ring-1 ring-slate-300 hover:text-brand-800 hover:ring-brand-600',
  brand: 'bg-brand-50 text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100',
  danger: 'bg-white text-red-700 ring-1 ring-red-200 hover:bg-red-50 hover:ring-red-300',
} as const;

type Tone = keyof typeof tones;

type ActionProps = {
  icon: ReactNode;
  children: string;
  /** Names the row for screen readers ('Delete' → 'Delete: Priya Verma'): every row has one. */
  context: string;
  tone?: Tone;
  /** Icon only (dense tables); the text stays as the accessible name and the tooltip. */
  compact?: boolean;
};

function Content({ icon, children, context, compact }: ActionProps) {
  return (
    <>
      {icon}
      <span className={compact ? 'sr-only' : undefined}>{children}</span>
      <span className="sr-only">: {context}</span>
    </>
  );
}

function classesOf({ tone = 'neutral', compact }: Pick<ActionProps, 'tone' | 'compact'>) {
  return cn(actionBase, tones[tone], compact ? 'w-9' : 'px-3');
}

/** A row's action button. */
export function RowButton(props: ActionProps & { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={props.onClick}
      title={props.compact ? `${props.children}: ${props.context}` : undefined}
      className={classesOf(props)}
    >
      <Content {...props} />
    </button>
  );
}

/** A row's link, e.g. to the listing. */
export function RowLink({ tone = 'brand', ...props }: ActionProps & { to: string }) {
  return (
    <Link
      to={props.to}
      title={props.compact ? `${props.children}: ${props.context}` : undefined}
      className={classesOf({ tone, compact: props.compact })}
    >
      <Content {...props} />
    </Link>
  );
}

/**
 * The Delete column of a list: a red button per row that asks `onDelete` (which confirms
 * first). `context` names the row for screen readers; `t` is the admin screen's.
 */
export function deleteColumn<T>(
  t: TFunction,
  onDelete: (item: T) => void,
  context: (item: T) => string,
  compact = false,
): Column<T> {
  return {
    header: t('admin:columns.delete'),
    kind: 'action',
    cell: (item) => (
      <RowButton
        tone="danger"
        onClick={() => onDelete(item)}
        icon={<Trash2 aria-hidden="true" />}
        compact={compact}
        context={context(item)}
      >
        {t('admin:actions.delete')}
      </RowButton>
    ),
  };
}
