// The hotel's pay links in the staff console (issue #16): make one (subject, amount or a
// reservation's balance, due time, recipient, the guest's language; sent at once if asked), and
// for each link its status, the guest page's address, and the actions its state allows: cancel
// and resend while open, refund (managers only, with a reason, part or all) once paid, and the
// receipt PDF of a link that took money (ReceiptButton). A link that changes (a guest pays) shows
// its new status without a reload, through the console's live events.
import { useEffect, useState, type FormEvent } from 'react';
import { LANGUAGES, LANGUAGE_NAMES, PAY_LINK_STATUSES, type Language, type PayLinkStatus, type StaffPayLinkView } from '@noren/core/domain';
import { Button, observer, SelectField, Spinner, TextField, useDocumentTitle, useStores, useTranslation, saveBlob } from '@noren/core/ui';
import { ErrorNote } from '../console/Feedback.tsx';
import { useConsoleFormat } from '../console/format.ts';
import { usePageHeading, useStaff } from '../console/hooks.ts';
import { Pager } from '../console/Pager.tsx';
import { useAdminRoot } from '../stores/adminRoot.tsx';
import { ConsoleTable } from '../console/ConsoleTable.tsx';

const inADay = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 16);

const CreateForm = observer(function CreateForm() {
  const store = useAdminRoot().payLinks;
  const { t } = useTranslation('staffPayLinks');
  const [subject, setSubject] = useState('');
  const [amount, setAmount] = useState('');
  const [reservation, setReservation] = useState('');
  const [due, setDue] = useState(inADay);
  const [email, setEmail] = useState('');
  const [language, setLanguage] = useState<Language>('en');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const ok = await store.create({
      subject, due_at: new Date(due).toISOString(), language, send: email.trim() !== '',
      ...(amount.trim() && { amount: Number(amount) }), ...(reservation.trim() && { reservation_number: reservation.trim() }), ...(email.trim() && { recipient_email: email.trim() }),
    });
    if (ok) {
      setSubject('');
      setAmount('');
      setReservation('');
      setEmail('');
    }
  };
  return (
    <form className="admin-pay-link-form" aria-labelledby="pay-link-new" onSubmit={(e) => void submit(e)}>
      <h2 id="pay-link-new">{t('create.title')}</h2>
      <TextField label={t('fields.subject')} name="subject" required value={subject} onChange={setSubject} maxLength={200} />
      <TextField label={t('fields.amount')} name="amount" inputMode="numeric" value={amount} onChange={setAmount} description={t('fields.amountHelp')} />
      <TextField label={t('fields.reservation')} name="reservation_number" value={reservation} onChange={setReservation} />
      <TextField label={t('fields.due')} name="due_at" type="datetime-local" required value={due} onChange={setDue} />
      <TextField label={t('fields.email')} name="recipient_email" type="email" value={email} onChange={setEmail} description={t('fields.emailHelp')} />
      <SelectField label={t('fields.language')} value={language} options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))} onChange={(l) => setLanguage(l as Language)} />
      <ErrorNote error={store.actionError} />
      <Button type="submit" busy={store.busy}>{t('create.submit')}</Button>
      {store.created && (
        <p role="status" className="admin-ok">
          {t('create.done')} <a href={`${window.location.origin}${store.created.qr_content}`} data-testid="pay-link-url">{`${window.location.origin}${store.created.qr_content}`}</a>
        </p>
      )}
    </form>
  );
});

/** Saves a paid link's receipt PDF (saveBlob, as the reservation's receipt form does). */
const ReceiptButton = observer(function ReceiptButton({ link }: { link: StaffPayLinkView }) {
  const store = useAdminRoot().payLinks;
  const { t } = useTranslation('payLinkReceipt');
  const download = async () => {
    const file = await store.downloadReceipt(link.payment_number);
    if (!file) return;
    saveBlob(file.blob, file.filename);
  };
  return (
    <Button variant="secondary" aria-label={t('staff.downloadLabel', { subject: link.subject })} data-testid="pay-link-receipt" onClick={() => void download()}>
      {t('staff.download')}
    </Button>
  );
});

const Actions = observer(function Actions({ link }: { link: StaffPayLinkView }) {
  const receipt = link.receipt_available ? <ReceiptButton link={link} /> : null;
  const store = useAdminRoot().payLinks;
  const manager = useStaff().staff?.role === 'manager';
  const { t } = useTranslation('staffPayLinks');
  const [refunding, setRefunding] = useState(false);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  if (link.status === 'open') {
    return (
      <div className="admin-actions">
        <Button variant="secondary" onClick={() => void store.cancel(link.payment_number)}>{t('actions.cancel')}</Button>
        {link.recipient_email && <Button variant="secondary" onClick={() => void store.resend(link.payment_number)}>{t('actions.resend')}</Button>}
      </div>
    );
  }
  if (!manager || (link.status !== 'paid' && link.status !== 'partly_refunded')) return receipt;
  if (!refunding) {
    return (
      <div className="admin-actions">
        {receipt}
        <Button variant="secondary" onClick={() => setRefunding(true)}>{t('actions.refund')}</Button>
      </div>
    );
  }
  return (
    <form onSubmit={(e) => { e.preventDefault(); void store.refund(link.payment_number, amount.trim() ? Number(amount) : undefined, reason).then((r) => r && setRefunding(false)); }}>
      <TextField label={t('refund.amount')} inputMode="numeric" value={amount} onChange={setAmount} description={t('refund.amountHelp', { max: link.paid_amount - link.refunded_amount })} />
      <TextField label={t('refund.reason')} required value={reason} onChange={setReason} />
      <Button type="submit" busy={store.busy}>{t('refund.submit')}</Button>
    </form>
  );
});

export const PayLinksPage = observer(function PayLinksPage() {
  const { settings } = useStores();
  const store = useAdminRoot().payLinks;
  const { t } = useTranslation('staffPayLinks');
  // The receipt buttons' texts, loaded with the page rather than in the middle of the table.
  useTranslation('payLinkReceipt', { useSuspense: true });
  const format = useConsoleFormat();
  const heading = usePageHeading<HTMLHeadingElement>();
  useDocumentTitle(t('title'), settings.hotelName);
  const { status, page } = store;
  useEffect(() => {
    void store.load();
  }, [store, status, page]);
  useEffect(() => store.watch(), [store]);
  const list = store.list;
  return (
    <section aria-labelledby="admin-pay-links-title">
      <h1 id="admin-pay-links-title" className="noren-page-title" tabIndex={-1} ref={heading}>{t('title')}</h1>
      <CreateForm />
      <div className="admin-filters">
        <SelectField label={t('list.status')} value={store.status}
          options={[{ value: '', label: t('list.anyStatus') }, ...PAY_LINK_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))]}
          onChange={(s) => store.setStatus(s as PayLinkStatus | '')} />
      </div>
      <ErrorNote error={store.error} />
      <ErrorNote error={store.receiptError} />
      {store.loading && !list && <Spinner />}
      {list && (
        <>
          <p aria-live="polite" className="admin-count">{t('list.count', { count: list.total_entries })}</p>
          {list.data.length > 0 && (
            <ConsoleTable caption={t('list.caption', { hotel: settings.hotelName })} columns={[t('fields.subject'), t('fields.amount'), t('fields.reservation'), t('fields.due'), t('list.status'), t('list.actions')]}>
              {list.data.map((l) => (
                <tr key={l.payment_number} data-testid={`pay-link-${l.payment_number}`}>
                  <th scope="row"><a href={`${window.location.origin}${l.qr_content}`}>{l.subject}</a></th>
                  <td>{format.money(l.amount, l.currency)}{l.refunded_amount > 0 && ` (${t('list.refunded', { amount: format.money(l.refunded_amount, l.currency) })})`}</td>
                  <td>{l.reservation_number}</td>
                  <td>{format.instant(l.due_at)}</td>
                  <td data-testid="pay-link-row-status">{t(`status.${l.status}`)}</td>
                  <td><Actions link={l} /></td>
                </tr>
              ))}
            </ConsoleTable>
          )}
          <Pager label={t('list.pages')} page={list.page} totalPages={list.total_pages} onPage={(p) => store.setPage(p)} />
        </>
      )}
    </section>
  );
});
