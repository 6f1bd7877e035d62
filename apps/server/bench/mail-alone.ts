/**
 * npm run bench:mail: the mail part of `npm run bench` alone (bench/mail.ts), on PGlite and,
 * with DATABASE_URL (bench/mail.sh starts a throwaway cluster), on PostgreSQL.
 */
import { printMailBench } from './mail';

await printMailBench({
  databaseUrl: process.env.DATABASE_URL,
  targets: (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(','),
});
