import { describe, expect, it } from 'vitest';
import type { Property } from '@basera/contract';
import { neighbourId, nextWaitingId, withDecided, type DecidedRows } from './decided-rows';

function row(_id: string, campaignRequest: Property['campaignRequest'] = 'Submitted'): Property {
  return { _id, campaignRequest } as Property;
}

const ids = (rows: Property[]) => rows.map((item) => item._id);

describe('rows decided on screen', () => {
  it('stay where they were after the server leaves them out', () => {
    const decided: DecidedRows = new Map([
      ['a', { row: row('a', 'Approve'), index: 0 }],
      ['c', { row: row('c', 'Reject'), index: 2 }],
    ]);
    const merged = withDecided([row('b'), row('d'), row('e')], decided);
    expect(ids(merged)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(merged[0]!.campaignRequest).toBe('Approve');
  });

  it('show their new status where the server still lists them', () => {
    const decided: DecidedRows = new Map([['b', { row: row('b', 'Approve'), index: 1 }]]);
    const merged = withDecided([row('a'), row('b')], decided);
    expect(merged.map((item) => item.campaignRequest)).toEqual(['Submitted', 'Approve']);
  });

  it('go to the end when the list has become shorter than their place', () => {
    const decided: DecidedRows = new Map([['z', { row: row('z', 'Reject'), index: 9 }]]);
    expect(ids(withDecided([row('a')], decided))).toEqual(['a', 'z']);
  });
});

describe('moving through the queue', () => {
  const rows = [row('a'), row('b'), row('c')];

  it('J and K step to the next and previous row, and stop at the ends', () => {
    expect(neighbourId(rows, 'b', 1)).toBe('c');
    expect(neighbourId(rows, 'b', -1)).toBe('a');
    expect(neighbourId(rows, 'c', 1)).toBeNull();
    expect(neighbourId(rows, 'a', -1)).toBeNull();
  });

  it('J from a listing not in the list starts at the first row', () => {
    expect(neighbourId(rows, 'elsewhere', 1)).toBe('a');
    expect(neighbourId(rows, null, -1)).toBeNull();
  });

  it('after a decision, the next waiting listing comes, skipping decided ones', () => {
    const list = [row('a', 'Approve'), row('b', 'Reject'), row('c'), row('d')];
    expect(nextWaitingId(list, 'a')).toBe('c');
  });

  it('after the last one, the nearest waiting one above it; none when all are decided', () => {
    expect(nextWaitingId([row('a'), row('b', 'Approve'), row('c', 'Approve')], 'c')).toBe('a');
    expect(nextWaitingId([row('a', 'Approve'), row('b', 'Reject')], 'b')).toBeNull();
  });

  it('from a listing outside the list, the first waiting one', () => {
    expect(nextWaitingId([row('a', 'Approve'), row('b')], 'elsewhere')).toBe('b');
  });
});
