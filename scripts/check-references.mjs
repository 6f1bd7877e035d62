// The repository stands alone: no file names a document outside it, and every repository path
// that a comment or a document names (docs/…, apps/…, packages/…, e2e/…, scripts/…) exists.
// A section cited as `docs/<file>.md §N` (or `<file>.md §N` for a file of docs/) is a heading
// `## N.` of that file; every decision record in docs/decisions/ says its Status and its
// Consequences.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const OUTSIDE = /\b(SPEC|DESIGN|STYLE|TOOLCHAIN)\.md\b|\.\.\/shared\//;
const PATH =
  /(?<![\w./-])((?:docs|apps|packages|e2e|scripts)\/[\w./-]*\.(?:md|tsx|ts|sh|mjs|json|js|sql|css|svg))/g;
const SECTION = /(?<![\w./-])((?:docs\/)?[\w-]+\.md) §(\d+)/g;
const TEXT = /\.(ts|tsx|js|mjs|sh|md|css|html|json|sql|yml|yaml)$|(^|\/)(run|\.env\.example)$/;

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => TEXT.test(file) && !file.endsWith('package-lock.json') && existsSync(file));

/** The section numbers of a document: its `## N.` headings. */
const sectionsOf = new Map();
function hasSection(document, number) {
  if (!sectionsOf.has(document)) {
    const headings = existsSync(document)
      ? [...readFileSync(document, 'utf8').matchAll(/^## (\d+)\./gm)].map(([, n]) => n)
      : [];
    sectionsOf.set(document, new Set(headings));
  }
  return sectionsOf.get(document).has(number);
}

const problems = [];
for (const file of files) {
  if (/^docs\/decisions\/\d{4}-.*\.md$/.test(file)) {
    const record = readFileSync(file, 'utf8');
    if (!/^Status: /m.test(record))
      problems.push(`${file}: a decision record without a Status line`);
    if (!/^## Consequences/m.test(record))
      problems.push(`${file}: a decision record without ## Consequences`);
  }
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (OUTSIDE.test(line))
        problems.push(`${file}:${index + 1}: names a document outside the repository`);
      for (const [, named] of line.matchAll(PATH)) {
        // What a build writes (dist/, dist-server/) exists only once built.
        if (/\/dist(-server)?\//.test(named)) continue;
        if (!existsSync(named)) problems.push(`${file}:${index + 1}: ${named} does not exist`);
      }
      for (const [, cited, number] of line.matchAll(SECTION)) {
        const document = cited.startsWith('docs/') ? cited : `docs/${cited}`;
        if (!hasSection(document, number))
          problems.push(`${file}:${index + 1}: ${document} has no section ${number}`);
      }
    });
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(
  `references: ${files.length} files checked, every named path and section exists, every decision has its Status and Consequences`,
);
