// GET /api/v1/hotels/{id}/rooms and its companions (spec part 2 §7.3): the search, the price of a
// selection, and the date-picker calendars.
// The search and the calendars are answered from the response cache when the hotel's data_version
// and the request key (cache-key.ts) match; every call reads the catalogue through the catalogue
// cache. Both live in this process only and are safe across processes (cache/versioned-cache.ts).
import type { FastifyPluginAsync } from 'fastify';
import type { DataEnvelope, PriceBreakdown } from '@noren/core/domain';
import { ResponseCache, sendJson, serialiseData } from '../../cache/response-cache.ts';
import { hotelNotFound } from '../hotels/index.ts';
import { calendarCacheKey, searchCacheKey, viewerClass } from './cache-key.ts';
import { answerCalendar, prepareCalendar } from './calendar.ts';
import { CatalogueCache } from './catalogue.ts';
import { searchViewerOf, viewerAt } from './context.ts';
import { priceSelection } from './price.ts';
import type { RawQuery } from './query.ts';
import { calendarQuery, calendarResponse, hotelRefParams, priceQuery, priceResponse, searchQuery, searchResponse } from './schema.ts';
import { rememberedKey, rememberKey } from './prepared-memo.ts';
import { answerSearch, prepareSearch, type PreparedSearch } from './service.ts';

interface HotelParams {
  id: string;
}

const searchRoutes: FastifyPluginAsync = async (app) => {
  const catalogues = new CatalogueCache(app.clock);
  const responses = new ResponseCache({ clock: app.clock });
  const versions = app.hotelVersions;

  async function catalogueOf(ref: string) {
    const head = await versions.read(ref);
    if (!head) throw hotelNotFound(ref);
    return catalogues.get(app.db, head);
  }

  app.get<{ Params: HotelParams; Querystring: RawQuery }>(
    '/hotels/:id/rooms',
    { schema: { params: hotelRefParams, querystring: searchQuery, response: { 200: searchResponse } } },
    async (request, reply) => {
      const catalogue = await catalogueOf(request.params.id);
      const now = app.clock.now();
      // Members and guests get different answers: the memo and the cache key both carry the viewer class.
      const viewer = viewerAt(searchViewerOf(request.principal), catalogue.base.hotel);
      const prepare = () => prepareSearch(catalogue, now, { ref: request.params.id, query: request.query, requestedLanguage: request.requestedLanguage, viewer });
      const memo = `${viewerClass(viewer)}\u0000${request.requestedLanguage ?? ''}\u0000${request.url}`;
      let prepared: PreparedSearch | undefined;
      let key = rememberedKey(catalogue, memo, now);
      if (key === null) {
        prepared = prepare();
        key = searchCacheKey(prepared);
        rememberKey(catalogue, memo, prepared, key);
      }
      const { body, hit } = await responses.fetch(catalogue.id, catalogue.version, key, async () =>
        serialiseData(reply, await answerSearch(app.db, prepared ?? prepare())));
      return sendJson(reply, body, hit);
    },
  );

  app.get<{ Params: HotelParams; Querystring: RawQuery; Reply: DataEnvelope<PriceBreakdown> }>(
    '/hotels/:id/rooms/price',
    { schema: { params: hotelRefParams, querystring: priceQuery, response: { 200: priceResponse } } },
    async (request) => ({ data: await priceSelection(app.db, app.clock, request.params.id, request.query, searchViewerOf(request.principal), catalogues) }),
  );

  for (const [path, perRoomType] of [['/hotels/:id/rooms/availability', false], ['/hotels/:id/rooms/inventory', true]] as const) {
    app.get<{ Params: HotelParams; Querystring: RawQuery }>(
      path,
      { schema: { params: hotelRefParams, querystring: calendarQuery, response: { 200: calendarResponse } } },
      async (request, reply) => {
        const catalogue = await catalogueOf(request.params.id);
        const prepared = prepareCalendar(catalogue, app.clock.now(), request.query, perRoomType, searchViewerOf(request.principal));
        const { body, hit } = await responses.fetch(catalogue.id, catalogue.version, calendarCacheKey(prepared), async () =>
          serialiseData(reply, await answerCalendar(app.db, prepared)));
        return sendJson(reply, body, hit);
      },
    );
  }
};

export default searchRoutes;
