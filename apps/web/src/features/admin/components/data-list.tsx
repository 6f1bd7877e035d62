import type { ReactNode } from 'react';
import { Inbox } from 'lucide-react';
import { LoadMore, type NextPageQuery } from '@/components/ui/load-more';
import { LoadErrorPanel, LoadingPlaceholder, StatusPanel } from '@/components/ui/status-panel';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import { flattenPages } from '@/lib/paging';
import { useTranslation } from 'react-i18next';
import { tKey } from '@/i18n/keys';

/**
 * Whether lists show as tables: from Tailwind's `xl`, where the side menu leaves room for the
 * widest one (Meeting's eight columns). Narrower screens get cards.
 */
export function useTableLayout(): boolean {
  return useMediaQuery('(min-width: 1280px)');
}

/** The things a list can hold; each has its own sentences (grammar differs in Hindi). */
const NOUN_TEXTS = {
  users: {
    loadError: tKey('admin:list.users.loadError'),
    loadMoreError: tKey('admin:list.users.loadMoreError'),
    shown: tKey('admin:list.users.shown'),
  },
  owners: {
    loadError: tKey('admin:list.owners.loadError'),
    loadMoreError: tKey('admin:list.owners.loadMoreError'),
    shown: tKey('admin:list.owners.shown'),
  },
  reports: {
    loadError: tKey('admin:list.reports.loadError'),
    loadMoreError: tKey('admin:list.reports.loadMoreError'),
    shown: tKey('admin:list.reports.shown'),
  },
  meetings: {
    loadError: tKey('admin:list.meetings.loadError'),
    loadMoreError: tKey('admin:list.meetings.loadMoreError'),
    shown: tKey('admin:list.meetings.shown'),
  },
  messages: {
    loadError: tKey('admin:list.messages.loadError'),
    loadMoreError: tKey('admin:list.messages.loadMoreError'),
    shown: tKey('admin:list.messages.shown'),
  },
  testimonials: {
    loadError: tKey('admin:list.testimonials.loadError'),
    loadMoreError: tKey('admin:list.testimonials.loadMoreError'),
    shown: tKey('admin:list.testimonials.shown'),
  },
  listings: {
    loadError: tKey('admin:list.listings.loadError'),
    loadMoreError: tKey('admin:list.listings.loadMoreError'),
    shown: tKey('admin:list.listings.shown'),
  },
} as const;

export type ListNoun = keyof typeof NOUN_TEXTS;

export type Column<T> = {
  header: string;
  cell: (item: T) => ReactNode;
  /** 'action': a button or link; on phones it moves to the card's footer. */
  kind?: 'data' | 'action';
  /** Left out of the phone card (e.g. first and last name, which the card's title joins). */
  inCard?: boolean;
  /** Left out of the table (a fact the table shows in another column). */
  inTable?: boolean;
  className?: string;
};

/** What a list needs from a paged (infinite) query. */
export type PagedQuery<T> = NextPageQuery & {
  data: { pages: T[][] } | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

type Row = { _id: string };

export type DataListProps<T extends Row> = {
  /** Names the table for assistive technology, e.g. 'Users'. */
  caption: string;
  query: PagedQuery<T>;
  columns: Column<T>[];
  /** The heading of an item's card on phones. */
  cardTitle: (item: T) => ReactNode;
  /** Shown beside the card title (e.g. a status badge). */
  cardAside?: (item: T) => ReactNode;
  /** What the list holds, for its load errors and its footer ('All 12 users shown'). */
  noun: ListNoun;
  empty: { title: string; text: string };
};

/**
 * A list the server pages, with its loading, empty and error states: a table on desktops,
 * stacked cards on phones. More rows load as the end of the list scrolls into view, or with
 * the Load more button.
 */
export function DataList<T extends Row>({
  caption,
  query,
  columns,
  cardTitle,
  cardAside,
  noun,
  empty,
}: DataListProps<T>) {
  const { t } = useTranslation('admin');
  const asTable = useTableLayout();
  const items = flattenPages(query.data);

  if (query.isPending) return <ListSkeleton />;
  if (query.isError && items.length === 0) {
    return (
      <LoadErrorPanel
        title={t(NOUN_TEXTS[noun].loadError)}
        error={query.error}
        onRetry={query.refetch}
      />
    );
  }
  if (items.length === 0) {
    return (
      <StatusPanel icon={<Inbox />} title={empty.title}>
        {empty.text}
      </StatusPanel>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {asTable ? (
        <ListTable caption={caption} items={items} columns={columns} />
      ) : (
        <ListCards
          caption={caption}
          items={items}
          columns={columns}
          cardTitle={cardTitle}
          cardAside={cardAside}
        />
      )}
      <ListEnd query={query} count={items.length} noun={noun} />
    </div>
  );
}

type ListLayoutProps<T extends Row> = Pick<
  DataListProps<T>,
  'caption' | 'columns' | 'cardTitle' | 'cardAside'
> & { items: T[] };

function ListTable<T extends Row>({
  caption,
  items,
  columns: allColumns,
}: Pick<ListLayoutProps<T>, 'caption' | 'items' | 'columns'>) {
  const columns = allColumns.filter((column) => column.inTable !== false);
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-card ring-1 ring-slate-900/5">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50/80">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={cn(
                  'px-3 py-3 text-xs font-semibold tracking-wide text-slate-600 uppercase first:pl-5 last:pr-5',
                  column.kind === 'action' && 'text-right',
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((item) => (
            <tr key={item._id} className="transition-colors hover:bg-brand-50/40">
              {columns.map((column) => (
                <td
                  key={column.header}
                  className={cn(
                    'px-3 py-3 align-middle text-slate-800 first:pl-5 last:pr-5',
                    column.kind === 'action' && 'text-right whitespace-nowrap',
                    column.className,
                  )}
                >
                  {column.cell(item)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ListCards<T extends Row>({
  caption,
  items,
  columns,
  cardTitle,
  cardAside,
}: ListLayoutProps<T>) {
  const fields = columns.filter((column) => column.kind !== 'action' && column.inCard !== false);
  const actions = columns.filter((column) => column.kind === 'action');
  return (
    <ul className="grid gap-3 md:grid-cols-2 md:gap-4" aria-label={caption}>
      {items.map((item) => (
        <li key={item._id} className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-slate-900/5">
          <div className="flex items-start justify-between gap-3">
            <p className="min-w-0 text-base leading-snug font-semibold break-words text-slate-950">
              {cardTitle(item)}
            </p>
            {cardAside && <div className="shrink-0">{cardAside(item)}</div>}
          </div>
          {fields.length > 0 && (
            <dl className="mt-3 grid grid-cols-[minmax(5.5rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
              {fields.map((column) => (
                <div key={column.header} className="contents">
                  <dt className="text-slate-500">{column.header}</dt>
                  <dd className="min-w-0 break-words text-slate-800">{column.cell(item)}</dd>
                </div>
              ))}
            </dl>
          )}
          {actions.length > 0 && (
            <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-3">
              {actions.map((column) => (
                <div key={column.header} className="flex min-w-fit flex-1 [&>*]:w-full">
                  {column.cell(item)}
                </div>
              ))}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The end of an admin list: LOAD MORE in the admin's words, loading the next page by itself as
 * the end scrolls into view, and how many are shown once the list has ended.
 */
export function ListEnd({
  query,
  count,
  noun,
}: {
  query: NextPageQuery;
  count: number;
  noun: ListNoun;
}) {
  const { t } = useTranslation('admin');
  return (
    <LoadMore
      query={query}
      loadOnScroll
      text={{ idle: t('list.loadMore'), loading: t('list.loadingMore') }}
      errorText={t(NOUN_TEXTS[noun].loadMoreError)}
      endText={t(NOUN_TEXTS[noun].shown, { count })}
      className="py-2"
    />
  );
}

function ListSkeleton() {
  const { t } = useTranslation('admin');
  return (
    <LoadingPlaceholder
      label={t('list.loading')}
      className="overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-slate-900/5"
    >
      <div className="h-11 border-b border-slate-200 bg-slate-50/80" />
      {Array.from({ length: 5 }, (_, index) => (
        <div
          key={index}
          className="flex items-center gap-4 border-b border-slate-100 px-5 py-4 last:border-0"
          aria-hidden="true"
        >
          <div className="h-3.5 w-1/4 animate-pulse rounded bg-slate-200" />
          <div className="h-3.5 w-1/3 animate-pulse rounded bg-slate-100" />
          <div className="ml-auto h-8 w-20 animate-pulse rounded-lg bg-slate-100" />
        </div>
      ))}
    </LoadingPlaceholder>
  );
}
