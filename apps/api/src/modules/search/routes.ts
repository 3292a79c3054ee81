// GET /api/v1/hotels/{id}/rooms and its companions (spec part 2 §7.3): the search, the price of a
// selection, and the date-picker calendars.
import type { FastifyPluginAsync } from 'fastify';
import type { Calendar, DataEnvelope, PriceBreakdown, SearchResponse } from '@noren/core/domain';
import { calendar } from './calendar.ts';
import { priceSelection } from './price.ts';
import type { RawQuery } from './query.ts';
import { calendarQuery, calendarResponse, hotelRefParams, priceQuery, priceResponse, searchQuery, searchResponse } from './schema.ts';
import { searchRooms } from './service.ts';

interface HotelParams {
  id: string;
}

const searchRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: HotelParams; Querystring: RawQuery; Reply: DataEnvelope<SearchResponse> }>(
    '/hotels/:id/rooms',
    { schema: { params: hotelRefParams, querystring: searchQuery, response: { 200: searchResponse } } },
    async (request) => ({
      data: await searchRooms(app.db, app.clock, { ref: request.params.id, query: request.query, requestedLanguage: request.requestedLanguage }),
    }),
  );

  app.get<{ Params: HotelParams; Querystring: RawQuery; Reply: DataEnvelope<PriceBreakdown> }>(
    '/hotels/:id/rooms/price',
    { schema: { params: hotelRefParams, querystring: priceQuery, response: { 200: priceResponse } } },
    async (request) => ({ data: await priceSelection(app.db, app.clock, request.params.id, request.query) }),
  );

  for (const [path, perRoomType] of [['/hotels/:id/rooms/availability', false], ['/hotels/:id/rooms/inventory', true]] as const) {
    app.get<{ Params: HotelParams; Querystring: RawQuery; Reply: DataEnvelope<Calendar> }>(
      path,
      { schema: { params: hotelRefParams, querystring: calendarQuery, response: { 200: calendarResponse } } },
      async (request) => ({ data: await calendar(app.db, app.clock, request.params.id, request.query, perRoomType) }),
    );
  }
};

export default searchRoutes;
