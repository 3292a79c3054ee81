// "Print receipt": the same PDF the guest downloads, addressed to the name given (the guest's when
// left empty) and in the language chosen (the booking's by default); saved through the browser.
import { useState, type FormEvent } from 'react';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, LANGUAGES } from '@noren/core/domain';
import { Button, observer, SelectField, TextField, useTranslation, saveBlob } from '@noren/core/ui';
import { ErrorNote } from '../console/Feedback.tsx';
import { useStaffReservations } from '../console/hooks.ts';

export const ReceiptForm = observer(function ReceiptForm({ number, guestName }: { number: string; guestName: string }) {
  const store = useStaffReservations();
  const { t } = useTranslation('admin');
  const [name, setName] = useState('');
  const [locale, setLocale] = useState('');
  const [saved, setSaved] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const file = await store.printReceipt({ name, locale: locale || undefined });
    if (!file) return;
    saveBlob(file.blob, file.filename);
    setSaved(true);
  };

  return (
    <section aria-labelledby="admin-receipt-title" className="admin-receipt">
      <h2 id="admin-receipt-title">{t('receipt.title')}</h2>
      <p className="noren-field__description">{t('receipt.rule')}</p>
      <form onSubmit={submit} className="admin-form" noValidate>
        <TextField label={t('receipt.name')} description={t('receipt.nameHint', { name: guestName })} maxLength={100} value={name} onChange={setName} />
        <SelectField
          label={t('receipt.language')}
          value={locale}
          options={[{ value: '', label: t('receipt.bookingLanguage') }, ...LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l], lang: LANGUAGE_TAGS[l] }))]}
          onChange={setLocale}
        />
        <ErrorNote error={store.printError} />
        <Button type="submit" busy={store.printing}>
          {t('receipt.print')}
        </Button>
        {saved && (
          <p role="status" className="admin-ok">
            {t('receipt.saved', { number })}
          </p>
        )}
      </form>
    </section>
  );
});
