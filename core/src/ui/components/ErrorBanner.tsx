// role=alert so the error is announced when it appears; the dismiss button says what it closes.
import { useTranslation } from 'react-i18next';
import type { ShownError } from '@noren/core/stores';
import { useErrorText } from '../hooks/useErrorText.ts';

export interface ErrorBannerProps {
  error: ShownError | null;
  /** Without it the banner stays (an init error has nothing behind it to go back to). */
  onDismiss?: () => void;
}

export function ErrorBanner({ error, onDismiss }: ErrorBannerProps) {
  const { t } = useTranslation('common');
  const text = useErrorText(error);
  if (!error) return null;
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
