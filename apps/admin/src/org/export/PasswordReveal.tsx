// The archive's password, shown once beside its download: read-only text a screen reader can
// spell, and a copy button that says when it has copied.
import { useState } from 'react';
import { Button, useTranslation } from '@noren/core/ui';

export function PasswordReveal({ password, generated }: { password: string; generated: boolean }) {
  const { t } = useTranslation('orgAdmin');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="org-password">
      <p>{generated ? t('export.passwordOnce') : t('export.passwordYours')}</p>
      {generated && (
        <p>
          <output className="org-password-text" aria-label={t('export.passwordLabel')} data-testid="export-password">
            {password}
          </output>{' '}
          <Button variant="secondary" onClick={() => void copy()}>
            {t('export.copy')}
          </Button>{' '}
          <span role="status">{copied ? t('export.copied') : ''}</span>
        </p>
      )}
    </div>
  );
}
