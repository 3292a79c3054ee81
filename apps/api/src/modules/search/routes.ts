// GET /api/v1/hotels/{id}/rooms and its companions (spec part 2 §7.3): the search, the price of a
// selection, and the date-picker calendars.
// The search and the calendars are answered from the response cache when the hotel's data_version
// and the request key (cache-key.ts) match; every call reads the catalogue through the catalogue
// cache. Both live in this process only and are safe across processes (cache/versioned-cache.ts).
// All of them may be a second stale, so they read the replica when one is configured
// (app.staleReads); the booking prices and counts again on the primary (reservations/booking).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { CalendarCall, PriceCall, SearchCall } from '@noren/core/contract';
import { ResponseCache, sendJson, serialiseData } from '../../cache/response-cache.ts';
import type { StaleRead } from '../../plugins/read-routing.ts';
import { hotelNotFound } from '../hotels/index.ts';
import { calendarCacheKey, searchCacheKey, viewerClass } from './cache-key.ts';
import { answerCalendar, prepareCalendar } from './calendar.ts';
import { CatalogueCache } from './catalogue.ts';
import { searchViewerOf, viewerAt } from './context.ts';
import { priceSelection } from './price.ts';
import { rememberedKey, rememberKey } from './prepared-memo.ts';
import { answerSearch, prepareSearch, type PreparedSearch } from './service.ts';

const searchRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const catalogues = new CatalogueCache(app.clock);
  const responses = new ResponseCache({ clock: app.clock });

  /** The hotel's catalogue, read (like the answer after it) from `db`, at `db`'s version. */
  async function catalogueOf({ db, versions }: StaleRead, ref: string) {
    const head = await versions.read(ref);
    if (!head) throw hotelNotFound(ref);
    return catalogues.get(db, head);
  }

  app.get(
    '/hotels/:id/rooms',
    { schema: SearchCall },
    async (request, reply) => {
      const reads = app.staleReads.pick();
      const catalogue = await catalogueOf(reads, request.params.id);
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
        serialiseData(reply, await answerSearch(reads.db, prepared ?? prepare())));
      return sendJson(reply, body, hit);
    },
  );

  app.get(
    '/hotels/:id/rooms/price',
    { schema: PriceCall },
    async (request) => ({ data: await priceSelection(app.staleReads.pick().db, app.clock, request.params.id, request.query, searchViewerOf(request.principal), catalogues) }),
  );

  for (const [path, perRoomType] of [['/hotels/:id/rooms/availability', false], ['/hotels/:id/rooms/inventory', true]] as const) {
    app.get(
      path,
      { schema: CalendarCall },
      async (request, reply) => {
        const reads = app.staleReads.pick();
        const catalogue = await catalogueOf(reads, request.params.id);
        const prepared = prepareCalendar(catalogue, app.clock.now(), request.query, perRoomType, searchViewerOf(request.principal));
        const { body, hit } = await responses.fetch(catalogue.id, catalogue.version, calendarCacheKey(prepared), async () =>
          serialiseData(reply, await answerCalendar(reads.db, prepared)));
        return sendJson(reply, body, hit);
      },
    );
  }
};

export default searchRoutes;
