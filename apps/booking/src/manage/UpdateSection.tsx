// Update (part 1 §4 "It can be updated (dates, guests, plan, fewer nights or rooms, original plans
// only) until an update deadline"; §5 minimum nights; part 2 §7.4, §8.4, §8.5): the guest changes
// the form, sees the new total and the difference (owed or refunded), then confirms that quote.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, ErrorBanner, SelectField, TextField, observer, useStores, useTranslation } from '@noren/core/ui';
import type { UpdateSettingsView } from '@noren/core/api';
import { manageOf } from '@noren/core/stores';
import { useFormat } from '../format/useFormat.ts';
import { Notice } from './Notice.tsx';
import { Refusal } from './Refusal.tsx';
import { draftOf, initialForm, type UpdateForm } from './updateDraft.ts';
import { UpdateProblem } from './UpdateProblem.tsx';
import { CardIncrease } from './CardIncrease.tsx';
import { QuoteActions } from './QuoteActions.tsx';

export const UpdateSection = observer(function UpdateSection() {
  const manage = manageOf(useStores());
  const { t } = useTranslation('booking');
  const view = manage.view;
  const settings = manage.updateSettings;

  useEffect(() => {
    if (view && view.status !== 'cancelled') void manage.loadUpdateSettings();
  }, [manage, view?.reservation_number, view?.status]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!view || view.status === 'cancelled') return null;
  return (
    <section className="booking-section" aria-labelledby="manage-update">
      <h2 id="manage-update" className="booking-section-title">
        {t('manage.update.title')}
      </h2>
      {manage.updateResult && <UpdateDone />}
      {manage.updateSettingsError && <ErrorBanner error={manage.updateSettingsError} />}
      {settings && !settings.updatable && <Refusal reason={settings.reason} hotelUrl={settings.redirect_url} />}
      {settings && settings.updatable && <UpdateFormView key={`${settings.checkin_date}:${settings.checkout_date}:${settings.total_price}`} settings={settings} />}
    </section>
  );
});

const UpdateDone = observer(function UpdateDone() {
  const manage = manageOf(useStores());
  const { t } = useTranslation('booking');
  const format = useFormat();
  const ref = useRef<HTMLDivElement>(null);
  const result = manage.updateResult!;
  useEffect(() => ref.current?.focus(), []);
  const money = (n: number) => format.money(n, result.currency);
  return (
    <div ref={ref} tabIndex={-1}>
      <Notice tone="success">
        <p>{t('manage.update.done')}</p>
        {result.settlement_status === 'charged' && <p>{t('manage.update.charged', { amount: money(result.charged_amount ?? 0) })}</p>}
        {result.settlement_status === 'refunded' && <p>{t('manage.update.refunded', { amount: money(result.refunded_amount ?? 0) })}</p>}
        {(result.settlement_status === 'charge_failed' || result.settlement_status === 'refund_failed') && <p>{t('manage.update.settleFailed')}</p>}
      </Notice>
    </div>
  );
});

const UpdateFormView = observer(function UpdateFormView({ settings }: { settings: UpdateSettingsView }) {
  const manage = manageOf(useStores());
  const { t } = useTranslation('booking');
  const format = useFormat();
  const [form, setForm] = useState<UpdateForm>(() => initialForm(settings));
  const quoteRef = useRef<HTMLDivElement>(null);
  const quote = manage.quote;
  const money = (n: number) => format.money(n, settings.currency);
  const change = (next: Partial<UpdateForm>) => {
    setForm((f) => ({ ...f, ...next }));
    if (manage.quote) manage.clearQuote();
  };
  const setRoom = (index: number, next: Partial<UpdateForm['rooms'][number]>) =>
    change({ rooms: form.rooms.map((r) => (r.room_index === index ? { ...r, ...next } : r)) });
  const kept = form.rooms.filter((r) => r.keep).length;

  useEffect(() => {
    if (quote) quoteRef.current?.focus();
  }, [quote]);

  const submitQuote = async (event: FormEvent) => {
    event.preventDefault();
    await manage.quoteUpdate(draftOf(settings, form));
  };

  const deadline = settings.update_deadline_at
    ? new Date(settings.update_deadline_at).toLocaleString(format.language.replace('_', '-'), { timeZone: manage.view?.hotel.time_zone, dateStyle: 'medium', timeStyle: 'short' })
    : null;

  return (
    <form className="booking-manage-form" onSubmit={submitQuote} noValidate>
      {deadline && <p>{t('manage.update.until', { time: deadline })}</p>}
      <div className="booking-manage-dates">
        <TextField type="date" label={t('confirmation.checkin')} required value={form.checkin} onChange={(v) => change({ checkin: v })} />
        {!settings.is_day_use && (
          <TextField
            type="date"
            label={t('confirmation.checkout')}
            description={settings.min_nights > 1 ? t('manage.update.minNights', { min: settings.min_nights }) : undefined}
            required
            value={form.checkout}
            onChange={(v) => change({ checkout: v })}
          />
        )}
      </div>
      {settings.rooms.map((room) => {
        const choice = form.rooms.find((r) => r.room_index === room.room_index)!;
        const option = settings.plan_options.find((o) => `${o.room_type_code}|${o.room_plan_code}` === choice.option);
        return (
          <fieldset key={room.room_index} className="booking-manage-room" disabled={!choice.keep}>
            <legend>{t('summary.room', { number: room.room_index + 1 })}</legend>
            <SelectField
              label={t('manage.update.plan')}
              value={choice.option}
              options={settings.plan_options.map((o) => ({ value: `${o.room_type_code}|${o.room_plan_code}`, label: `${o.room_type_name} · ${o.plan_name}` }))}
              onChange={(v) => setRoom(room.room_index, { option: v })}
            />
            <TextField
              type="number"
              label={t('confirmation.adults')}
              min={option?.min_adults ?? 1}
              max={option?.max_adults ?? settings.max_guests_per_room}
              value={String(choice.adults)}
              onChange={(v) => setRoom(room.room_index, { adults: Math.max(1, Math.floor(Number(v) || 1)) })}
            />
            {room.children > 0 && <p className="noren-field__description">{t('manage.update.childrenKept', { n: room.children })}</p>}
            {settings.can_remove_rooms && settings.rooms.length > 1 && (
              <p>
                <Button variant="link" onClick={() => setRoom(room.room_index, { keep: false })} disabled={kept <= 1 && choice.keep}>
                  {t('manage.update.removeRoom', { number: room.room_index + 1 })}
                </Button>
              </p>
            )}
          </fieldset>
        );
      })}
      {form.rooms.some((r) => !r.keep) && (
        <p>
          <Button variant="link" onClick={() => change({ rooms: form.rooms.map((r) => ({ ...r, keep: true })) })}>
            {t('manage.update.restoreRooms')}
          </Button>
        </p>
      )}
      {manage.updateError && <UpdateProblem error={manage.updateError} />}
      {!quote && (
        <Button type="submit" busy={manage.quoting}>
          {t('manage.update.quote')}
        </Button>
      )}
      {quote && (
        <div ref={quoteRef} tabIndex={-1} className="booking-manage-quote" aria-labelledby="manage-quote-title">
          <h3 id="manage-quote-title" className="booking-policy__name">
            {t('manage.update.quoteTitle')}
          </h3>
          <dl className="booking-details booking-details--money">
            <dt>{t('manage.update.previousTotal')}</dt>
            <dd>{money(quote.previous_total_price)}</dd>
            <dt>{t('manage.update.newTotal')}</dt>
            <dd data-testid="update-new-total">{money(quote.total_price)}</dd>
            <dt>{t('manage.update.difference')}</dt>
            <dd data-testid="update-difference">{quote.price_difference > 0 ? `+${money(quote.price_difference)}` : quote.price_difference < 0 ? `−${money(-quote.price_difference)}` : money(0)}</dd>
          </dl>
          <p role="status">
            {quote.price_difference === 0
              ? t('manage.update.noDifference')
              : quote.settlement === 'charge'
                ? t('manage.update.willCharge', { amount: money(quote.price_difference) })
                : quote.settlement === 'refund'
                  ? t('manage.update.willRefund', { amount: money(-quote.price_difference) })
                  : quote.price_difference > 0
                    ? t('manage.update.payMoreAtHotel', { amount: money(quote.price_difference) })
                    : t('manage.update.payLessAtHotel', { amount: money(-quote.price_difference) })}
          </p>
          {quote.card_token_required ? (
            <CardIncrease />
          ) : (
            <QuoteActions confirmLabel={t('manage.update.confirm')} onConfirm={() => void manage.applyUpdate()} />
          )}
        </div>
      )}
    </form>
  );
});
