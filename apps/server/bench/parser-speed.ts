import { parseSearch } from '@basera/contract';

/**
 * How long the contract's parser takes to read a long query (a 200-character search typed on a
 * phone), per query: it runs in the browser as the words are typed and on the server for every
 * search. The target is 0.1 ms.
 */
export function printParserSpeed(): void {
  const text =
    '2 or 3 bhk semi-furnished flat for rent near civil lines raipur under ₹25,000 per month ' +
    'no broker with parking lift power backup 1200 sqft east facing new building shankar nagar';
  for (let i = 0; i < 500; i++) parseSearch(text);
  const runs = 5_000;
  const started = performance.now();
  for (let i = 0; i < runs; i++) parseSearch(text);
  const perQuery = (performance.now() - started) / runs;
  console.log('\n## Query understanding');
  console.log(
    `  parseSearch, ${text.length} characters: ${(perQuery * 1000).toFixed(1)} µs a query (target ≤ 100 µs)`,
  );
}
