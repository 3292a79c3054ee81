// GET /api/v1/hotels/{code}/settings/booking_widget and /sign_in_button (spec part 2 §7.2).
// Every widget load starts with these, so their serialised answers are kept per (hotel,
// data_version, language): a call takes the hotel's version from app.hotelVersions and sends the
// stored bytes. The version covers every row they are built from (hotel, brand, kids tiers,
// filters), so the cache is as fresh as the board's promise (cache/hotel-version-board.ts). The
// browser may keep them a minute and revalidate with their ETag (cache/conditional.ts). They may
// be a second stale, so they are read from the replica when one is configured (app.staleReads).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { BookingWidgetSettingsCall, SignInButtonSettingsCall } from '@noren/core/contract';
import { resolveLanguage } from '@noren/core/domain';
import { answerConditionally } from '../../cache/conditional.ts';
import { ResponseCache, sendJson, serialiseData } from '../../cache/response-cache.ts';
import { hotelNotFound } from '../hotels/index.ts';
import { getBookingWidgetSettings, getSignInButtonSettings } from './service.ts';

/** A few KB per hotel and language: a small budget holds every hotel of a large chain. */
const SETTINGS_CACHE_BYTES = 16 * 1024 * 1024;

const settingsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const responses = new ResponseCache({ clock: app.clock, maxBytes: SETTINGS_CACHE_BYTES });

  app.get(
    '/hotels/:code/settings/booking_widget',
    { schema: BookingWidgetSettingsCall },
    async (request, reply) => {
      const { db, versions } = app.staleReads.pick();
      const head = await versions.read(request.params.code, true);
      if (!head) throw hotelNotFound(request.params.code);
      const language = resolveLanguage(request.requestedLanguage, head.bookLanguages);
      const { body, hit } = await responses.fetch(head.id, head.version, `booking_widget:${language}`, async () =>
        serialiseData(reply, await getBookingWidgetSettings(db, head.code, language)));
      // A returning guest's browser keeps them a minute, then revalidates (cache/conditional.ts).
      return answerConditionally(request, reply, body) ?? sendJson(reply, body, hit);
    },
  );

  app.get(
    '/hotels/:code/settings/sign_in_button',
    { schema: SignInButtonSettingsCall },
    async (request, reply) => {
      const { db, versions } = app.staleReads.pick();
      const head = await versions.read(request.params.code, true);
      if (!head) throw hotelNotFound(request.params.code);
      const { body, hit } = await responses.fetch(head.id, head.version, 'sign_in_button', async () =>
        serialiseData(reply, await getSignInButtonSettings(db, head.code)));
      return answerConditionally(request, reply, body) ?? sendJson(reply, body, hit);
    },
  );
};

export default settingsRoutes;
