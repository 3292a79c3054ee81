// Cancel (part 1 §4 "Cancellation asks for a reason from a list with optional details"; part 2
// §7.4, §9): the fee if cancelled now and what comes back, from GET .../cancel; the guest picks a
// reason, may add details, and confirms. The fee the guest saw is sent; if it changed meanwhile
// the new one is shown and the guest confirms again.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, ErrorBanner, SelectField, observer, useStores, useTranslation } from '@noren/core/ui';
import { CANCELLATION_DETAILS_MAX, CANCELLATION_REASONS, type CancellationReason } from '@noren/core/domain';
import { manageOf } from '@noren/core/stores';
import { useFormat } from '../format/useFormat.ts';
import { Notice } from './Notice.tsx';
import { Refusal } from './Refusal.tsx';

export const CancelSection = observer(function CancelSection() {
  const manage = manageOf(useStores());
  const { t } = useTranslation('booking');
  const format = useFormat();
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<CancellationReason | ''>('');
  const [details, setDetails] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);
  const view = manage.view;
  const preview = manage.cancelPreview;
  const result = manage.cancelResult;

  useEffect(() => {
    if (view && view.status !== 'cancelled') void manage.loadCancelPreview();
  }, [manage, view?.reservation_number, view?.status]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  if (!view) return null;

  if (result) {
    return (
      <section className="booking-section" aria-labelledby="manage-cancel">
        <h2 id="manage-cancel" className="booking-section-title">
          {t('manage.cancel.title')}
        </h2>
        <div ref={resultRef} tabIndex={-1}>
          <Notice tone="success">
            <p>{t('manage.cancel.done')}</p>
            <p>{t('manage.cancel.feeCharged', { fee: format.money(result.cancellation_fee, result.currency) })}</p>
            {result.refund_status === 'refunded' && <p>{t('manage.cancel.refunded', { amount: format.money(result.refund_amount, result.refund_currency) })}</p>}
            {result.refund_status === 'failed' && <p>{t('manage.cancel.refundFailed', { amount: format.money(result.refund_amount, result.refund_currency) })}</p>}
          </Notice>
        </div>
      </section>
    );
  }
  if (view.status === 'cancelled') return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setReasonMissing(true);
      return;
    }
    await manage.cancel(reason, details);
  };

  return (
    <section className="booking-section" aria-labelledby="manage-cancel">
      <h2 id="manage-cancel" className="booking-section-title">
        {t('manage.cancel.title')}
      </h2>
      {manage.cancelPreviewError && <ErrorBanner error={manage.cancelPreviewError} />}
      {preview && !preview.cancellable && <Refusal reason={preview.reason} hotelUrl={view.hotel.url} />}
      {preview && preview.cancellable && (
        <>
          <dl className="booking-details booking-details--money">
            <dt>{t('manage.cancel.fee')}</dt>
            <dd data-testid="cancel-fee">{format.money(preview.cancellation_fee, preview.currency)}</dd>
            <dt>{t('manage.cancel.refund')}</dt>
            <dd data-testid="cancel-refund">{format.money(preview.refund_amount, preview.refund_currency)}</dd>
          </dl>
          {preview.fee_changes_at && <p className="noren-field__description">{t('manage.cancel.feeUntil', { time: new Date(preview.fee_changes_at).toLocaleString(format.language.replace('_', '-'), { timeZone: view.hotel.time_zone, dateStyle: 'medium', timeStyle: 'short' }) })}</p>}
          {preview.refund_amount === 0 && view.payment.charged_amount === 0 && <p>{t('manage.cancel.nothingPaid')}</p>}
          {!open ? (
            <Button variant="secondary" onClick={() => setOpen(true)}>
              {t('manage.cancel.start')}
            </Button>
          ) : (
            <form className="booking-manage-form" onSubmit={submit} noValidate>
              <SelectField
                label={t('manage.cancel.reason')}
                required
                value={reason}
                error={reasonMissing && !reason ? t('manage.cancel.reasonRequired') : null}
                options={[{ value: '', label: t('manage.cancel.choose') }, ...CANCELLATION_REASONS.map((r) => ({ value: r, label: t(`manage.cancel.reasons.${r}`) }))]}
                onChange={(v) => setReason(v as CancellationReason | '')}
              />
              <div className="noren-field">
                <label className="noren-field__label" htmlFor={detailsId}>
                  {t('manage.cancel.details')}
                </label>
                <textarea id={detailsId} className="noren-field__control" maxLength={CANCELLATION_DETAILS_MAX} rows={3} value={details} onChange={(e) => setDetails(e.target.value)} />
              </div>
              {manage.cancelError?.payload?.reason === 'cancellation_fee_changed' ? (
                <div role="alert" className="noren-error-banner">
                  <p className="noren-error-banner__text">{t('manage.cancel.feeChanged', { fee: format.money(preview.cancellation_fee, preview.currency) })}</p>
                </div>
              ) : (
                manage.cancelError && <ErrorBanner error={manage.cancelError} />
              )}
              <p>{t('manage.cancel.confirmText', { fee: format.money(preview.cancellation_fee, preview.currency) })}</p>
              <div className="booking-manage-actions">
                <Button type="submit" busy={manage.cancelling}>
                  {t('manage.cancel.confirm')}
                </Button>
                <Button variant="link" onClick={() => setOpen(false)}>
                  {t('manage.cancel.keep')}
                </Button>
              </div>
            </form>
          )}
        </>
      )}
    </section>
  );
});
