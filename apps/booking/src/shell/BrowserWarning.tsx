// Part 2 §8.2 "Obsolete browser": a warning, not a block; the guest may still try.
import { Suspense, useState } from 'react';
import { useTranslation } from '@noren/core/ui';

/** What the widget relies on; an engine without any of these is too old to book reliably. */
export function browserLacksFeatures(win: Window & typeof globalThis = window): boolean {
  try {
    return !(
      typeof win.fetch === 'function'
      && typeof win.AbortController === 'function'
      && typeof win.Intl?.DateTimeFormat === 'function'
      && typeof win.Intl?.PluralRules === 'function'
      && typeof Array.prototype.at === 'function'
      && typeof Object.fromEntries === 'function'
      && (win.CSS?.supports?.('margin-inline-start', '0') ?? false)
    );
  } catch {
    return true;
  }
}

export function BrowserWarning() {
  // The server's render of the first screen (server/firstScreen.tsx) has no browser to judge: the
  // warning, when due, comes with the browser's own first render.
  const [shown, setShown] = useState(() => typeof window !== 'undefined' && browserLacksFeatures());
  if (!shown) return null;
  // The warning's text is in the 'errors' namespace, fetched only when the warning is shown.
  return (
    <Suspense fallback={null}>
      <Warning onDismiss={() => setShown(false)} />
    </Suspense>
  );
}

function Warning({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation('errors', { useSuspense: true });
  const { t: tc } = useTranslation('common');
  return (
    <div className="booking-browser-warning" role="status">
      <p>{t('general.browserWarning')}</p>
      <button type="button" className="noren-error-banner__dismiss" aria-label={tc('shell.dismissError')} onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
