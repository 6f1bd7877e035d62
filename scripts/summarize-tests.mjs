// Prints one line per test layer and the plain closing line CI reads: "N passed, N failed".
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [dir, seconds] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
console.log('\nTest layers:');
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  const layerSkipped = report.numPendingTests + report.numTodoTests;
  console.log(
    `  ${file.replace('.json', '').padEnd(14)} ${report.numPassedTests} passed, ${report.numFailedTests} failed`,
  );
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += layerSkipped;
}
// The crash test is a program, not a vitest suite: its summary lines say what it proved.
const crashLog = path.join(dir, 'crash.log');
try {
  for (const line of readFileSync(crashLog, 'utf8').split('\n')) {
    if (line.startsWith('crash test on') && line.includes(' lost')) console.log(`  ${line}`);
  }
} catch {
  // not run (a step before it failed)
}
console.log(`  total time     ${seconds} s`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
