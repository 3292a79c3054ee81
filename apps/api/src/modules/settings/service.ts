// The settings calls of the widget's start-up (spec part 2 §7.2): init settings and the login widget.
import { resolveLanguage, type InitSettings, type SignInButtonSettings } from '@noren/core/domain';
import type { Executor } from '../../db/database.ts';
import { hotelNotFound } from '../hotels/index.ts';
import { toInitSettings } from './init-settings.ts';
import { findHotelWithBrand, findSignInButtonSetting, listKidsTiers, listRoomSearchFilters } from './repository.ts';

export async function getBookingWidgetSettings(db: Executor, code: string, requestedLanguage: string | null): Promise<InitSettings> {
  const found = await findHotelWithBrand(db, code);
  if (!found) throw hotelNotFound(code);
  const [kidsTiers, filters] = await Promise.all([listKidsTiers(db, found.hotel.id), listRoomSearchFilters(db, found.hotel.id)]);
  const language = resolveLanguage(requestedLanguage, found.hotel.bookLanguages);
  return toInitSettings({ ...found, kidsTiers, filters }, language);
}

export async function getSignInButtonSettings(db: Executor, code: string): Promise<SignInButtonSettings> {
  const setting = await findSignInButtonSetting(db, code);
  if (!setting) throw hotelNotFound(code);
  return setting;
}
