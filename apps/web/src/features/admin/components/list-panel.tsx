import type { ReactNode } from 'react';
import type { AdminTab } from '../lib/tabs';
import { DataList, type DataListProps } from './data-list';
import { PanelHeader } from './panel-header';

type ListPanelProps<T extends { _id: string }> = DataListProps<T> & {
  tab: AdminTab;
  /** The section's main action, beside its heading. */
  action?: ReactNode;
  /** The dialogs its rows open. */
  children?: ReactNode;
};

/** A section of the dashboard that lists records: its heading, the list, and its dialogs. */
export function ListPanel<T extends { _id: string }>({
  tab,
  action,
  children,
  ...list
}: ListPanelProps<T>) {
  return (
    <>
      <PanelHeader tab={tab} action={action} />
      <DataList {...list} />
      {children}
    </>
  );
}
