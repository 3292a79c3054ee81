// "Pair a new kiosk" (managers): name the tablet, get its one-time code, shown large with its expiry,
// a copy button and the steps to follow on the tablet. The code is shown this once: the server
// keeps only its hash, so leaving the screen means issuing another.
import { useState, type FormEvent } from 'react';
import { Button, observer, TextField, useStores, useTranslation } from '@noren/core/ui';
import { ErrorNote } from '../console/Feedback.tsx';
import { useConsoleFormat } from '../console/format.ts';
import { useAdminRoot } from '../stores/adminRoot.tsx';

/** Where the tablet opens the kiosk for this hotel: the same site as the console. */
function kioskAddress(hotel: string): string {
  return `${window.location.origin}/kiosk/?code=${encodeURIComponent(hotel)}`;
}

const IssuedCode = observer(function IssuedCode() {
  const store = useAdminRoot().kioskDevices;
  const { session } = useStores();
  const { t } = useTranslation('staffKiosk');
  const format = useConsoleFormat();
  const [copied, setCopied] = useState(false);
  const issued = store.issued;
  if (!issued) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(issued.pairing_code);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, or refused): the code stays on screen to type.
      setCopied(false);
    }
  };
  return (
    <section aria-labelledby="kiosk-code-title" className="admin-pairing">
      <h3 id="kiosk-code-title">{t('pair.codeTitle', { name: issued.device.name })}</h3>
      <p className="admin-pairing-code-line">
        <span className="noren-visually-hidden">{t('pair.codeLabel')}: </span>
        <code className="admin-pairing-code" data-testid="pairing-code" lang="en">{issued.pairing_code}</code>
      </p>
      <p>{t('pair.expires', { until: format.instant(issued.expires_at) })}</p>
      <div className="admin-actions">
        <Button variant="secondary" onClick={() => void copy()}>{t('pair.copy')}</Button>
        <span role="status">{copied ? t('pair.copied') : ''}</span>
      </div>
      <h4>{t('pair.stepsTitle')}</h4>
      <ol>
        <li>{t('pair.step1', { url: kioskAddress(session.hotelCode ?? ''), interpolation: { escapeValue: false } })}</li>
        <li>{t('pair.step2')}</li>
        <li>{t('pair.step3')}</li>
      </ol>
      <Button variant="secondary" onClick={() => { setCopied(false); store.dismissIssued(); }}>{t('pair.done')}</Button>
    </section>
  );
});

export const PairKioskForm = observer(function PairKioskForm() {
  const store = useAdminRoot().kioskDevices;
  const { t } = useTranslation('staffKiosk');
  const [name, setName] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await store.issue(name)) setName('');
  };
  return (
    <section aria-labelledby="kiosk-pair-title" className="admin-kiosk-pair">
      <h2 id="kiosk-pair-title">{t('pair.title')}</h2>
      <form onSubmit={(e) => void submit(e)} aria-labelledby="kiosk-pair-title">
        <TextField label={t('pair.name')} name="kiosk_name" required maxLength={80} value={name} onChange={setName} description={t('pair.nameHelp')} />
        <ErrorNote error={store.issueError} />
        <Button type="submit" busy={store.issuing}>{t('pair.submit')}</Button>
      </form>
      <IssuedCode />
    </section>
  );
});
