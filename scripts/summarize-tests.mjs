// Prints one line per test layer and the plain closing line CI reads: "N passed, N failed".
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [dir, seconds, busySeconds, cores] = process.argv.slice(2);
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
// Each layer's wall time, CPU time and outcome, in the order they ended (scripts/test.sh writes
// them; CPU time is '-' where the kernel gave no cgroup to count it in).
let layersFailed = 0;
try {
  console.log('\nLayer times (two lanes at once, so they overlap):');
  console.log(`  ${'layer'.padEnd(16)} ${'wall'.padStart(7)} ${'CPU'.padStart(7)}`);
  for (const line of readFileSync(path.join(dir, 'layers.txt'), 'utf8').trim().split('\n')) {
    const [name, layerSeconds, status, cpuSeconds = '-'] = line.split(' ');
    if (status !== '0') layersFailed++;
    console.log(
      `  ${name.padEnd(16)} ${layerSeconds.padStart(5)} s ${cpuSeconds.padStart(5)} s  ${status === '0' ? 'passed' : 'FAILED'}`,
    );
  }
} catch {
  // run without scripts/test.sh's layers
}
console.log(`  total time     ${seconds} s`);
// What the cores could give in that time, beside what the run used: a run that used nearly all
// of it is bound by the CPU, and only less work, not another order, makes it shorter.
if (busySeconds && cores) {
  const available = Number(seconds) * Number(cores);
  console.log(
    `  CPU time used  ${busySeconds} s of the ${available} s that ${cores} cores give in ${seconds} s (${Math.round((100 * Number(busySeconds)) / available)}% busy)`,
  );
}
// A layer can fail without a failed test (typecheck, lint, a crash test that lost a write).
if (layersFailed && !failed) failed = layersFailed;
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
