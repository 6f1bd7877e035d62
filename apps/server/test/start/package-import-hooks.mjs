import { appendFileSync } from 'node:fs';

/** Module hook: notes each bare specifier (an npm package) resolved, one per line. */
export async function resolve(specifier, context, nextResolve) {
  if (process.env.IMPORT_LOG && /^(@[^/]+\/)?[^./][^:]*$/.test(specifier)) {
    appendFileSync(process.env.IMPORT_LOG, `${specifier}\n`);
  }
  return nextResolve(specifier, context);
}
