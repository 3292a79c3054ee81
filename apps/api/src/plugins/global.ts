// Marks a plugin as not encapsulated, as fastify-plugin does, so its decorations, hooks and
// handlers apply to the instance that registers it. Kept local because fastify-plugin is only a
// transitive dependency here.
import type { FastifyPluginAsync } from 'fastify';

export function globalPlugin<Options extends Record<string, unknown> = Record<never, never>>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: name,
  });
  return plugin;
}
