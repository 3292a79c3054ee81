// An unpaired device shows only this (issue #16 §3): the one-time code a manager issued in the
// staff console's device screen, typed in large.
import { useState, type FormEvent } from 'react';
import { ErrorBanner, observer, useDocumentTitle, useTranslation } from '@noren/core/ui';
import { useKioskRoot } from '../stores/kioskRoot.tsx';
import { KioskScreen } from '../ui/KioskScreen.tsx';

export const PairingScreen = observer(function PairingScreen() {
  const { device } = useKioskRoot();
  const { t } = useTranslation('kiosk');
  const [code, setCode] = useState('');
  useDocumentTitle(t('pair.title'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void device.pair(code);
  };
  return (
    <KioskScreen
      titleId="kiosk-pair-title"
      title={t('pair.title')}
      info={
        <>
          <p className="kiosk-lead">{t('pair.intro')}</p>
        </>
      }
    >
      <form className="kiosk-screen__actions kiosk-form" onSubmit={submit} noValidate>
        <label className="kiosk-label" htmlFor="kiosk-pair-code">
          {t('pair.code')}
        </label>
        <input
          id="kiosk-pair-code"
          className="kiosk-input kiosk-input--code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={device.pairError ? true : undefined}
        />
        <ErrorBanner error={device.pairError && { ...device.pairError, messageKey: 'kiosk:pair.refused', message: t('pair.refused') }} />
        <button type="submit" className="kiosk-button kiosk-button--primary" aria-busy={device.pairing || undefined}>
          {t('pair.submit')}
        </button>
      </form>
    </KioskScreen>
  );
});
