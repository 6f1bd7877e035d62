import { fuzzPart } from './fuzz-suite';

// Half of the routes (fuzz-suite.ts); the other half runs in the other file, in parallel.
await fuzzPart(1, 2);
