// node --import this-file: writes to IMPORT_LOG every npm package the process imports (module
// hooks run on their own thread, so the hook writes to a file).
import { register } from 'node:module';

register('./package-import-hooks.mjs', import.meta.url);
