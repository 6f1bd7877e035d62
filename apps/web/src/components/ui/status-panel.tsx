import type { ReactNode } from 'react';
import { CircleAlert, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '@/i18n/translate-message';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { Button } from './button';

/**
 * What stands where content would be while it cannot be shown: loading, nothing there (yet), or
 * a read that failed. Every screen says these the same way.
 */

type StatusLayout = 'card' | 'section' | 'page';

type StatusPanelProps = {
  /** 'error' is drawn in red and announced at once (role="alert"). */
  tone?: 'empty' | 'error';
  /** A lucide icon, drawn in a tile. */
  icon?: ReactNode;
  /** A drawing in place of the icon's tile. */
  art?: ReactNode;
  title: ReactNode;
  /** The title's element; by default a paragraph in a card, h2 for a section, h1 for a page. */
  titleAs?: 'p' | 'h1' | 'h2' | 'h3';
  /** The sentence under the title. */
  children?: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
  /**
   * 'card': beside other content (a list in a section); 'section': all that a page section shows
   * (its list is empty); 'page': all that the page shows (the thing it is about is gone).
   */
  layout?: StatusLayout;
  className?: string;
};

const looks = {
  card: {
    frame: 'flex flex-col items-center rounded-2xl bg-white px-6 py-10 text-center',
    empty: 'border border-dashed border-slate-300',
    error: 'ring-1 ring-red-200',
    tile: 'size-12 [&>svg]:size-6',
    title: 'mt-4 text-lg font-semibold text-slate-900',
    text: 'mt-1.5 max-w-sm text-[15px] text-slate-600',
    actions: 'mt-6 flex flex-wrap justify-center gap-3',
  },
  section: {
    frame:
      'mx-auto flex max-w-xl flex-col items-center rounded-3xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center sm:py-14',
    empty: '',
    error: '',
    tile: 'size-14 [&>svg]:size-7',
    title: 'mt-5 text-xl font-bold tracking-tight text-slate-950',
    text: 'mt-2 max-w-md text-[15px] leading-relaxed text-slate-600',
    actions: 'mt-6 flex flex-wrap justify-center gap-3',
  },
  page: {
    frame: 'mx-auto max-w-md text-center',
    empty: '',
    error: '',
    tile: 'mx-auto size-16 [&>svg]:size-8',
    title: 'mt-6 text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl',
    text: 'mt-3 text-[15px] leading-relaxed text-slate-600',
    actions: 'mt-7 flex flex-col justify-center gap-3 sm:flex-row',
  },
} as const;

const defaultTitleElement = { card: 'p', section: 'h2', page: 'h1' } as const;

export function StatusPanel({
  tone = 'empty',
  icon,
  art,
  title,
  titleAs,
  children,
  actions,
  layout = 'card',
  className,
}: StatusPanelProps) {
  const look = looks[layout];
  const Title = titleAs ?? defaultTitleElement[layout];
  const panel = (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={cn(look.frame, look[tone], layout !== 'page' && className)}
    >
      {art ??
        (icon && (
          <div
            className={cn(
              'flex items-center justify-center rounded-2xl',
              look.tile,
              tone === 'error'
                ? 'bg-red-50 text-red-700'
                : 'bg-brand-50 text-brand-700 ring-1 ring-brand-100',
            )}
            aria-hidden="true"
          >
            {icon}
          </div>
        ))}
      <Title className={look.title}>{title}</Title>
      {children && <div className={look.text}>{children}</div>}
      {actions && <div className={look.actions}>{actions}</div>}
    </div>
  );
  if (layout !== 'page') return panel;
  return (
    <div className={cn('container-page flex flex-1 items-center justify-center py-16', className)}>
      {panel}
    </div>
  );
}

type LoadErrorPanelProps = Pick<StatusPanelProps, 'icon' | 'art' | 'titleAs' | 'layout'> & {
  /** 'We could not load this' unless said. */
  title?: string;
  error: unknown;
  onRetry: () => unknown;
  /** The retry is under way: Try again spins. */
  retrying?: boolean;
  /** What went wrong, when not the error's own words (translated). */
  children?: ReactNode;
  /** More ways on, after Try again. */
  actions?: ReactNode;
  className?: string;
};

/** A read that failed: what went wrong, and Try again. */
export function LoadErrorPanel({
  title,
  error,
  onRetry,
  retrying = false,
  icon = <CircleAlert />,
  children,
  actions,
  layout = 'card',
  ...rest
}: LoadErrorPanelProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  return (
    <StatusPanel
      tone="error"
      icon={icon}
      title={title ?? t('errors.loadError')}
      layout={layout}
      actions={
        <>
          <Button
            // A card's retry sits beside other content; a section or a page has nothing else to do.
            variant={layout === 'card' ? 'outline' : 'primary'}
            onClick={() => void onRetry()}
            loading={retrying}
            icon={<RotateCw className="size-4" aria-hidden="true" />}
          >
            {t('errors.tryAgain')}
          </Button>
          {actions}
        </>
      }
      {...rest}
    >
      {children ?? translateMessage(errorMessage(error))}
    </StatusPanel>
  );
}

/**
 * Stands in while something loads: its shapes are for the eye (mark them aria-hidden), the
 * label is what screen readers hear.
 */
export function LoadingPlaceholder({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={className} aria-busy="true">
      <span className="sr-only" role="status">
        {label}
      </span>
      {children}
    </div>
  );
}
