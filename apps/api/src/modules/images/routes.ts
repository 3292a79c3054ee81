// GET /api/v1/images/{id}?w=320|640|960: one width of a stored photo, in AVIF, WebP or JPEG as the
// browser's Accept allows (Vary: Accept), cached for a year since the address names the content.
// Public like the health check: an <img> sends no Client-Session, and a room's photos are shown
// to anyone who searches. Only images/ keys are reachable (keys.ts).
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ImageCall } from '@noren/core/contract';
import { ErrorCode, NorenError } from '@noren/core/domain';
import { CONTENT_TYPES } from './keys.ts';
import { negotiateFormat, VariantMaker } from './variants.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

const imageRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const variants = new VariantMaker(app.storage);

  app.get('/images/:id', { schema: ImageCall, config: { public: true } }, async (request, reply) => {
    const { id } = request.params;
    const width = request.query.w;
    const format = negotiateFormat(request.headers.accept);
    const variant = await variants.open(id, width, format);
    if (!variant) throw new NorenError(ErrorCode.notFound, { payload: { field: 'id', reason: 'no_such_image' } });
    return reply
      .header('content-type', CONTENT_TYPES[format])
      .header('content-length', String(variant.size))
      .header('cache-control', IMMUTABLE)
      .header('vary', 'Accept')
      .header('etag', `"${id.slice(0, 16)}-${width}-${format}"`)
      .header('x-content-type-options', 'nosniff')
      .send(variant.body);
  });
};

export default imageRoutes;
