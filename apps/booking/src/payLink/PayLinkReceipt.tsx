// "Download receipt" on the pay page once the link took money (paid, and on the already-paid and
// refunded outcomes): the PDF the API prints (GET /pay_links/{n}/receipt, in the page's language),
// addressed to an optional name; fetched with the page's client session and saved through a blob
// link, as the reservation's receipt is.
import { useId, useState, type FormEvent } from 'react';
import { Button, ErrorBanner, TextField, observer, useStores, useTranslation, saveBlob } from '@noren/core/ui';
import type { PayLinkStore } from '../stores/PayLinkStore.ts';

export const PayLinkReceipt = observer(function PayLinkReceipt({ store }: { store: PayLinkStore }) {
  const { t } = useTranslation('payLinkReceipt', { useSuspense: true });
  const { locale } = useStores();
  const [name, setName] = useState('');
  const [saved, setSaved] = useState(false);
  const titleId = useId();
  const link = store.link;
  if (!link?.receipt_available) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const blob = await store.downloadReceipt({ name, locale: locale.language });
    if (!blob) return;
    saveBlob(blob, `receipt-${link.payment_number}.pdf`);
    setSaved(true);
  };

  return (
    <section className="booking-pay-link__receipt" aria-labelledby={titleId}>
      <h2 id={titleId} className="booking-section-title">{t('page.title')}</h2>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <TextField label={t('page.name')} maxLength={100} autoComplete="name" value={name} onChange={setName} />
        {store.receiptError && <ErrorBanner error={store.receiptError} />}
        {saved && <p role="status">{t('page.saved')}</p>}
        <Button type="submit" busy={store.receiptBusy} data-testid="pay-link-receipt">{t('page.download')}</Button>
      </form>
    </section>
  );
});
