// role=alert so the error is announced when it appears; the dismiss button says what it closes.
// The error texts (the 'errors' namespace) are fetched only once an error is to be shown: the
// banner suspends until they are there, so it appears whole, never with a key in it.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShownError } from '@noren/core/stores';
import { useErrorText } from '../hooks/useErrorText.ts';

export interface ErrorBannerProps {
  error: ShownError | null;
  /** Without it the banner stays (an init error has nothing behind it to go back to). */
  onDismiss?: () => void;
}

export function ErrorBanner({ error, onDismiss }: ErrorBannerProps) {
  if (!error) return null;
  return (
    <Suspense fallback={null}>
      <ShownErrorBanner error={error} onDismiss={onDismiss} />
    </Suspense>
  );
}

function ShownErrorBanner({ error, onDismiss }: { error: ShownError; onDismiss?: () => void }) {
  const { t } = useTranslation('common');
  const text = useErrorText(error, { suspend: true });
  return (
    <div className="noren-error-banner" role="alert">
      <p className="noren-error-banner__text">{text}</p>
      {onDismiss && (
        <button type="button" className="noren-error-banner__dismiss" onClick={onDismiss} aria-label={t('shell.dismissError')}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
