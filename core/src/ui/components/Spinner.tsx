// A polite live region: screen readers hear "Loading" once, sighted users see the ring and text.
import { useTranslation } from 'react-i18next';

export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="noren-spinner" role="status" aria-live="polite">
      <span className="noren-spinner__ring" aria-hidden="true" />
      <span className="noren-spinner__label">{label ?? t('shell.loading')}</span>
    </div>
  );
}
