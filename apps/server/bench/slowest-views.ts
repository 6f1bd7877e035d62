/**
 * The slowest of a sample of requests, each timed alone: where a tail comes from. Prints the
 * ten worst with their time, so a change can be aimed at them and measured again.
 */
export async function printSlowest(base: string, paths: readonly string[], sample = 300) {
  const timed: { path: string; ms: number }[] = [];
  for (const path of paths.slice(0, sample)) {
    const started = performance.now();
    const answer = await fetch(base + path);
    await answer.arrayBuffer();
    timed.push({ path, ms: performance.now() - started });
  }
  timed.sort((a, b) => b.ms - a.ms);
  console.log(`  the ten slowest of ${timed.length}, one at a time:`);
  for (const { path, ms } of timed.slice(0, 10))
    console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${decodeURIComponent(path)}`);
}
