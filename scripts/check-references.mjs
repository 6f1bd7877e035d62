// The repository stands alone: no file names a document outside it, and every repository path
// that a comment or a document names (docs/…, apps/…, packages/…, e2e/…, scripts/…) exists.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const OUTSIDE = /\b(SPEC|DESIGN|STYLE|TOOLCHAIN)\.md\b|\.\.\/shared\//;
const PATH =
  /(?<![\w./-])((?:docs|apps|packages|e2e|scripts)\/[\w./-]*\.(?:md|tsx|ts|sh|mjs|json|js|sql|css|svg))/g;
const TEXT = /\.(ts|tsx|js|mjs|sh|md|css|html|json|sql|yml|yaml)$|(^|\/)(run|\.env\.example)$/;

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => TEXT.test(file) && !file.endsWith('package-lock.json') && existsSync(file));

const problems = [];
for (const file of files) {
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (OUTSIDE.test(line))
        problems.push(`${file}:${index + 1}: names a document outside the repository`);
      for (const [, named] of line.matchAll(PATH)) {
        if (!existsSync(named)) problems.push(`${file}:${index + 1}: ${named} does not exist`);
      }
    });
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`references: ${files.length} files checked, every named path exists`);
