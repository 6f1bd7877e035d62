import type { DehydratedState } from '@tanstack/react-query';

/*
 * The answers a server-rendered page arrived with (src/app/start.tsx). A list read again on every
 * visit (staleTime 0) would otherwise be read again the moment the page is taken over, though
 * the server answered it a moment ago and the HTML shows it.
 */
let serverAnswers = new Set<string>();

export function keepServerAnswers(state: DehydratedState): void {
  serverAnswers = new Set(state.queries.map((query) => query.queryHash));
}

/** From the first navigation on, every read follows its own staleTime again. */
export function forgetServerAnswers(): void {
  serverAnswers.clear();
}

/** staleTime 0, except for the answer the page was rendered with, until the first navigation. */
export function staleUnlessServerAnswer(query: { queryHash: string }): number {
  return serverAnswers.has(query.queryHash) ? Infinity : 0;
}
