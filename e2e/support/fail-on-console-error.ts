import { afterEach, vi } from 'vitest';

/** A test that makes the test process write to console.error fails (docs/architecture.md §5). */
const spy = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = spy.mock.calls.slice();
  spy.mockClear();
  if (calls.length) {
    throw new Error(`console.error was called:\n${calls.map((c) => c.join(' ')).join('\n')}`);
  }
});
