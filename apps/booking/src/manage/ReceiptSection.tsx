// Receipt (part 1 §4 "Receipt download is available on or after the check-out date"; §3 member
// receipt name and, in Taiwan, receipt_title and the 8-digit receipt_unicode; part 2 §7.4). The
// server decides availability by the hotel's date, so the form is always offered and its refusal
// says from when. The PDF is fetched with the session headers and saved through a blob link.
import { useState, type FormEvent } from 'react';
import { Button, ErrorBanner, TextField, observer, useStores, useTranslation, saveBlob } from '@noren/core/ui';
import { manageOf } from '@noren/core/stores';
import { useFormat } from '../format/useFormat.ts';

/** Our data has no hotel country on the reservation; Taipei's zone marks the Taiwan hotels. */
const isTaiwan = (timeZone: string) => timeZone === 'Asia/Taipei';
const TAX_NUMBER = /^\d{8}$/;

export const ReceiptSection = observer(function ReceiptSection() {
  const manage = manageOf(useStores());
  const { t } = useTranslation('booking');
  const format = useFormat();
  const view = manage.view!;
  const [name, setName] = useState(() => `${view.guest.first_name} ${view.guest.last_name}`.trim());
  const [title, setTitle] = useState('');
  const [taxNumber, setTaxNumber] = useState('');
  const [tried, setTried] = useState(false);
  const [saved, setSaved] = useState(false);
  const taiwan = isTaiwan(view.hotel.time_zone);
  const taxError = taiwan && taxNumber !== '' && !TAX_NUMBER.test(taxNumber) ? t('manage.receipt.taxNumberInvalid') : null;
  const nameError = tried && name.trim() === '' ? t('manage.receipt.nameRequired') : null;
  const error = manage.receiptError;
  const notYet = error?.payload?.reason === 'receipt_not_available_yet';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setSaved(false);
    if (name.trim() === '' || taxError) return;
    const blob = await manage.downloadReceipt({ name: name.trim(), locale: format.language, receipt_title: taiwan ? title.trim() : undefined, receipt_unicode: taiwan ? taxNumber : undefined });
    if (!blob) return;
    saveBlob(blob, `receipt-${view.reservation_number}.pdf`);
    setSaved(true);
  };

  return (
    <section className="booking-section" aria-labelledby="manage-receipt">
      <h2 id="manage-receipt" className="booking-section-title">
        {t('manage.receipt.title')}
      </h2>
      <p className="noren-field__description">{t('manage.receipt.availableFrom', { date: format.date(view.checkout_date, 'long') })}</p>
      <form className="booking-manage-form" onSubmit={submit} noValidate>
        <TextField label={t('manage.receipt.name')} required maxLength={100} value={name} error={nameError} onChange={setName} />
        {taiwan && (
          <>
            <TextField label={t('manage.receipt.companyTitle')} maxLength={100} value={title} onChange={setTitle} />
            <TextField label={t('manage.receipt.taxNumber')} description={t('manage.receipt.taxNumberHint')} inputMode="numeric" maxLength={8} value={taxNumber} error={taxError} onChange={setTaxNumber} />
          </>
        )}
        {notYet ? (
          <div className="noren-error-banner" role="alert">
            <p className="noren-error-banner__text">{t('manage.receipt.notYet', { date: format.date(String(error.payload?.available_from ?? view.checkout_date), 'long') })}</p>
          </div>
        ) : error?.payload?.reason === 'cancelled_nothing_paid' ? (
          <div className="noren-error-banner" role="alert">
            <p className="noren-error-banner__text">{t('manage.receipt.nothingPaid')}</p>
          </div>
        ) : (
          error && <ErrorBanner error={error} />
        )}
        {saved && <p role="status">{t('manage.receipt.saved')}</p>}
        <Button type="submit" busy={manage.receiptBusy}>
          {t('manage.receipt.download')}
        </Button>
      </form>
    </section>
  );
});
