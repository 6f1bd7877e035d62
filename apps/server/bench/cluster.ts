import autocannon from 'autocannon';
import { startRedis } from '../test/servers';
import { startInstance, startNginx, type Instance } from '../test/cluster/stack';

/**
 * One server, then two, behind nginx on the same PostgreSQL and Redis, measured on the search
 * mix through nginx (docs/decisions/0024-several-servers.md). On this two-core machine nginx,
 * PostgreSQL, Redis, the servers and autocannon share the same cores, so the figures show the
 * overhead of the extra hop and what a second process adds here; the table after them says how
 * the work would spread over more machines.
 */
export async function printClusterBench(options: {
  env: Record<string, string>;
  warmUp: readonly string[];
  mix: readonly string[];
  measure: (base: string, paths: readonly string[], connections: number) => Promise<string>;
}) {
  console.log('\n## Several servers behind nginx (PostgreSQL, Redis), search mix, 32 connections');
  const redis = await startRedis();
  const env = {
    ...options.env,
    REDIS_URL: redis.url,
    PUBLIC_CACHE: 'on',
    DEMO_DATA: 'off',
    LOG_LEVEL: 'warn',
  };
  try {
    for (const count of [1, 2]) {
      const instances: Instance[] = [];
      for (let i = 0; i < count; i++) instances.push(await startInstance(`s${i}`, env));
      const nginx = await startNginx(instances, { keepalive: 64 });
      try {
        await autocannon({
          url: nginx.url,
          connections: 8,
          duration: 2,
          requests: [
            {
              setupRequest: (request: autocannon.Request) => ({
                ...request,
                path: options.warmUp[Math.floor(Math.random() * options.warmUp.length)]!,
              }),
            },
          ],
        });
        const line = await options.measure(nginx.url, options.mix, 32);
        console.log(
          `${`${count} server${count > 1 ? 's' : ''} behind nginx`.padEnd(52)} c=32  ${line}`,
        );
      } finally {
        await nginx.stop();
        for (const instance of instances) instance.kill('SIGTERM');
        await Promise.all(instances.map((instance) => instance.exited()));
      }
    }
  } finally {
    await redis.stop();
  }
  console.log(`
  How the work spreads over more machines:
    per server, grows with servers : HTTP, validation, JSON, server rendering of pages,
                                     photo re-encoding (sharp), the public cache's hits
    shared, one of each            : PostgreSQL (listings, search index, sessions, job queue),
                                     Redis (rate-limit counters, cache invalidations: a few
                                     small commands per write or limited request), the bucket
    so                             : cached reads and page rendering scale with servers;
                                     uncached searches and every write scale with PostgreSQL
                                     (read replicas for searches, a bigger primary for writes)`);
}
