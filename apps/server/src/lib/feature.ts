import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A feature of the API as a Fastify plugin (docs/architecture.md §1): it builds its service from
 * the app's `deps`, shares it as a decorator named after the feature when others need it, and
 * registers its routes. `needs` names the features whose services it uses: Fastify refuses to
 * start when one of them is missing or registered after it.
 */
export function feature<Options extends Record<string, unknown> = Record<never, never>>(
  name: string,
  needs: string[],
  plugin: FastifyPluginAsync<Options>,
) {
  return fp(plugin, {
    name,
    dependencies: needs,
    decorators: { fastify: ['deps', 'imageStorage'] },
  });
}
