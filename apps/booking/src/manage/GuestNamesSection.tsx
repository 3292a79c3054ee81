// Who stays in each room (part 1 §3 "per-room guest name"; part 2 §7.4 GET and PUT .../guests).
// The person who booked keeps the name given at booking ("The guest name cannot be changed after
// booking"); each room's guest may be corrected while the reservation is still open.
import { useEffect, useState, type FormEvent } from 'react';
import { Button, ErrorBanner, TextField, observer, useStores, useTranslation } from '@noren/core/ui';
import type { ReservationGuestsView, RoomGuestChange } from '@noren/core/api';
import { manageOf } from '@noren/core/stores';
import { useFormat } from '../format/useFormat.ts';
import { fullName } from '../format/names.ts';

export const GuestNamesSection = observer(function GuestNamesSection() {
  const manage = manageOf(useStores());
  const { t } = useTranslation('booking');
  const view = manage.view;
  useEffect(() => {
    if (view) void manage.loadGuests();
  }, [manage, view?.reservation_number, view?.status]); // eslint-disable-line react-hooks/exhaustive-deps
  const guests = manage.guests;
  if (!view) return null;
  return (
    <section className="booking-section" aria-labelledby="manage-guests">
      <h2 id="manage-guests" className="booking-section-title">
        {t('guest.whoStays')}
      </h2>
      {manage.guestsError && !guests && <ErrorBanner error={manage.guestsError} />}
      {guests && <GuestNamesForm key={guests.rooms.map((r) => `${r.first_name}/${r.last_name}`).join()} guests={guests} />}
    </section>
  );
});

const GuestNamesForm = observer(function GuestNamesForm({ guests }: { guests: ReservationGuestsView }) {
  const manage = manageOf(useStores());
  const { t } = useTranslation('booking');
  const format = useFormat();
  const [rooms, setRooms] = useState<RoomGuestChange[]>(() =>
    guests.rooms.map((r) => ({ reservation_hotel_room_id: r.reservation_hotel_room_id, first_name: r.first_name, last_name: r.last_name, first_name_kana: r.first_name_kana, last_name_kana: r.last_name_kana })),
  );
  const [tried, setTried] = useState(false);
  const set = (id: number, change: Partial<RoomGuestChange>) => setRooms((all) => all.map((r) => (r.reservation_hotel_room_id === id ? { ...r, ...change } : r)));
  const required = (value: string | null | undefined) => (tried && !value?.trim() ? t('manage.guests.required') : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const missing = rooms.some((r) => !r.first_name.trim() || !r.last_name.trim() || (guests.kana_used && (!r.first_name_kana?.trim() || !r.last_name_kana?.trim())));
    if (missing) return;
    await manage.saveGuests(rooms.map((r) => ({ ...r, first_name: r.first_name.trim(), last_name: r.last_name.trim() })));
  };

  return (
    <>
      <p>
        {t('guest.booker')}: {fullName(guests.guest.first_name, guests.guest.last_name, format.language)}
      </p>
      <p className="noren-field__description">{t('manage.guests.bookerFixed')}</p>
      {!guests.editable ? (
        <ul>
          {guests.rooms.map((r) => (
            <li key={r.reservation_hotel_room_id}>
              {t('summary.room', { number: r.index + 1 })}: {fullName(r.first_name, r.last_name, format.language)}
            </li>
          ))}
        </ul>
      ) : (
        <form className="booking-manage-form" onSubmit={submit} noValidate>
          {guests.rooms.map((r) => {
            const value = rooms.find((x) => x.reservation_hotel_room_id === r.reservation_hotel_room_id)!;
            const number = r.index + 1;
            return (
              <fieldset key={r.reservation_hotel_room_id} className="booking-manage-room">
                <legend>
                  {t('summary.room', { number })}: {r.room_type_name}
                </legend>
                <TextField label={t('guest.roomLastName', { number })} required maxLength={50} value={value.last_name} error={required(value.last_name)} onChange={(v) => set(r.reservation_hotel_room_id, { last_name: v })} />
                <TextField label={t('guest.roomFirstName', { number })} required maxLength={50} value={value.first_name} error={required(value.first_name)} onChange={(v) => set(r.reservation_hotel_room_id, { first_name: v })} />
                {guests.kana_used && (
                  <>
                    <TextField label={`${t('guest.lastNameKana')} (${t('summary.room', { number })})`} required maxLength={50} value={value.last_name_kana ?? ''} error={required(value.last_name_kana)} onChange={(v) => set(r.reservation_hotel_room_id, { last_name_kana: v })} />
                    <TextField label={`${t('guest.firstNameKana')} (${t('summary.room', { number })})`} required maxLength={50} value={value.first_name_kana ?? ''} error={required(value.first_name_kana)} onChange={(v) => set(r.reservation_hotel_room_id, { first_name_kana: v })} />
                  </>
                )}
              </fieldset>
            );
          })}
          {manage.guestsError && <ErrorBanner error={manage.guestsError} />}
          {manage.guestsSaved && <p role="status">{t('manage.guests.saved')}</p>}
          <Button type="submit" busy={manage.savingGuests}>
            {t('manage.guests.save')}
          </Button>
        </form>
      )}
    </>
  );
});
