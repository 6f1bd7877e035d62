import { useCallback, useState } from 'react';
import type { Property } from '@basera/contract';
import type { DecidedRows } from '../lib/decided-rows';

type Decided = { key: string; rows: DecidedRows };

/**
 * The rows decided while the admin works through one queue (see lib/decided-rows.ts). They are
 * forgotten when the filters change: `key` names the filters.
 */
export function useDecidedRows(key: string) {
  const [decided, setDecided] = useState<Decided>({ key, rows: new Map() });
  const rows: DecidedRows = decided.key === key ? decided.rows : new Map();

  const add = useCallback(
    (row: Property, index: number) => {
      setDecided((current) => {
        const next = new Map(current.key === key ? current.rows : []);
        next.set(row._id, { row, index });
        return { key, rows: next };
      });
    },
    [key],
  );

  return { rows, add };
}
