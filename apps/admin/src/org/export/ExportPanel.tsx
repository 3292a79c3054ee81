// The export of the filtered reservations (issue #15 part 5): a password-protected ZIP made in this
// browser (a worker from our origin, with progress and cancel), or a 24-hour link made by the
// server. The link is offered because sending a password ZIP and then its password by e-mail
// ("PPAP") is a practice Japan's government gave up in 2020.
import { useEffect, useId, useRef, useState } from 'react';
import { Button, observer, TextField, useTranslation, saveBlob } from '@noren/core/ui';
import { ErrorNote } from '../../console/Feedback.tsx';
import { useConsoleFormat } from '../../console/format.ts';
import { useOrg } from '../hooks.ts';
import { MIN_TYPED_LENGTH } from './password.ts';
import { PasswordReveal } from './PasswordReveal.tsx';

export const ExportPanel = observer(function ExportPanel() {
  const { exports, reservations } = useOrg();
  const { t } = useTranslation('orgAdmin');
  const format = useConsoleFormat();
  const id = useId();
  const [downloadUrl, setDownloadUrl] = useState<string | null>(null);
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (!exports.result) return;
    const url = URL.createObjectURL(exports.result.blob);
    setDownloadUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [exports.result]);

  const progress = exports.progress;
  const radio = <K extends 'method' | 'encoding' | 'encryption' | 'passwordMode'>(key: K, value: (typeof exports)[K], label: string) => (
    <label className="org-choice">
      <input type="radio" name={`${id}-${key}`} checked={exports[key] === value} onChange={() => exports.set(key, value)} />
      {label}
    </label>
  );

  return (
    <section className="org-export" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('export.title')}</h2>
      <p>{t('export.intro')}</p>
      <fieldset>
        <legend>{t('export.method')}</legend>
        {radio('method', 'zip', t('export.methodZip'))}
        {radio('method', 'link', t('export.methodLink'))}
      </fieldset>
      {exports.method === 'link' && <p className="org-note">{t('export.linkWhy')}</p>}
      <fieldset>
        <legend>{t('export.encoding')}</legend>
        {radio('encoding', 'excel', t('export.encodingExcel'))}
        {radio('encoding', 'utf8', t('export.encodingUtf8'))}
      </fieldset>
      {exports.method === 'zip' && (
        <>
          <fieldset>
            <legend>{t('export.encryption')}</legend>
            {radio('encryption', 'aes256', t('export.encryptionAes'))}
            {radio('encryption', 'zipcrypto', t('export.encryptionZipCrypto'))}
          </fieldset>
          {exports.encryption === 'zipcrypto' && (
            <p className="org-warning" role="alert">
              {t('export.zipCryptoWarning')}
            </p>
          )}
          <fieldset>
            <legend>{t('export.password')}</legend>
            {radio('passwordMode', 'generated', t('export.passwordGenerated'))}
            {radio('passwordMode', 'typed', t('export.passwordTyped'))}
          </fieldset>
          {exports.passwordMode === 'typed' && (
            <TextField
              label={t('export.passwordField')}
              description={t('export.passwordHint', { count: MIN_TYPED_LENGTH })}
              type="password"
              autoComplete="new-password"
              value={exports.typedPassword}
              error={exports.passwordProblem ? t('export.passwordTooShort', { count: MIN_TYPED_LENGTH }) : undefined}
              onChange={(v) => exports.setTypedPassword(v)}
            />
          )}
        </>
      )}
      <div className="org-actions">
        <Button busy={exports.busy} onClick={() => void exports.start(reservations.filter)}>
          {exports.method === 'zip' ? t('export.startZip') : t('export.startLink')}
        </Button>
        {exports.busy && (
          <Button variant="secondary" onClick={() => exports.cancel()}>
            {t('export.cancel')}
          </Button>
        )}
      </div>
      {exports.busy && (
        <div className="org-progress">
          <label htmlFor={`${id}-progress`}>{progress ? t('export.zipping') : t('export.fetching')}</label>
          <progress id={`${id}-progress`} max={progress?.total || undefined} value={progress ? progress.done : undefined} />
        </div>
      )}
      <ErrorNote error={exports.error} />
      {exports.result && downloadUrl && (
        <div className="org-result" role="status">
          <p>{t('export.ready')}</p>
          <a ref={link} href={downloadUrl} download={exports.result.filename} className="noren-button noren-button--primary">
            {t('export.download', { file: exports.result.filename })}
          </a>
          <PasswordReveal password={exports.result.password} generated={exports.passwordMode === 'generated'} />
          <Button variant="secondary" onClick={() => exports.dismiss()}>
            {t('export.done')}
          </Button>
        </div>
      )}
      {exports.link && (
        <div className="org-result" role="status">
          <p>{t('export.linkReady', { count: exports.link.row_count })}</p>
          <p>
            <code className="org-link">{new URL(exports.link.url, window.location.origin).toString()}</code>
          </p>
          <Button variant="secondary" busy={exports.fetchingLink} onClick={() => void exports.downloadLink().then((file) => file && saveBlob(file.blob, file.filename))}>
            {t('export.downloadLink')}
          </Button>
          <p className="admin-muted">{t('export.linkExpires', { time: format.instant(exports.link.expires_at) })}</p>
          <Button variant="secondary" onClick={() => exports.dismiss()}>
            {t('export.done')}
          </Button>
        </div>
      )}
    </section>
  );
});
