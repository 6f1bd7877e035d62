import { QueryClient, dehydrate, hydrate } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { forgetServerAnswers, keepServerAnswers, staleUnlessServerAnswer } from './server-answers';

describe('staleUnlessServerAnswer', () => {
  it('keeps the answers the page was rendered with fresh until the first navigation', async () => {
    const server = new QueryClient();
    await server.prefetchQuery({ queryKey: ['listings', 'list', ''], queryFn: () => [1, 2] });
    const state = dehydrate(server);

    const browser = new QueryClient();
    hydrate(browser, state);
    keepServerAnswers(state);
    const rendered = browser.getQueryCache().find({ queryKey: ['listings', 'list', ''] })!;
    await browser.prefetchQuery({ queryKey: ['listings', 'list', 'x'], queryFn: () => [3] });
    const other = browser.getQueryCache().find({ queryKey: ['listings', 'list', 'x'] })!;

    expect(staleUnlessServerAnswer(rendered)).toBe(Infinity);
    expect(staleUnlessServerAnswer(other)).toBe(0);
    forgetServerAnswers();
    expect(staleUnlessServerAnswer(rendered)).toBe(0);
  });
});
