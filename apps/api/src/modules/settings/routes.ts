// GET /api/v1/hotels/{code}/settings/booking_widget and /sign_in_button (spec part 2 §7.2).
import type { FastifyPluginAsync } from 'fastify';
import type { DataEnvelope, InitSettings, SignInButtonSettings } from '@noren/core/domain';
import { bookingWidgetResponse, hotelCodeParams, localeQuery, signInButtonResponse, type HotelCodeParams, type LocaleQuery } from './schema.ts';
import { getBookingWidgetSettings, getSignInButtonSettings } from './service.ts';

const settingsRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: HotelCodeParams; Querystring: LocaleQuery; Reply: DataEnvelope<InitSettings> }>(
    '/hotels/:code/settings/booking_widget',
    { schema: { params: hotelCodeParams, querystring: localeQuery, response: { 200: bookingWidgetResponse } } },
    async (request) => ({ data: await getBookingWidgetSettings(app.db, request.params.code, request.requestedLanguage) }),
  );

  app.get<{ Params: HotelCodeParams; Reply: DataEnvelope<SignInButtonSettings> }>(
    '/hotels/:code/settings/sign_in_button',
    { schema: { params: hotelCodeParams, response: { 200: signInButtonResponse } } },
    async (request) => ({ data: await getSignInButtonSettings(app.db, request.params.code) }),
  );
};

export default settingsRoutes;
