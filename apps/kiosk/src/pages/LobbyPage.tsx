// The lobby welcome. Large type for reading at arm's length on a standing screen.
import { observer, useDocumentTitle, useStores, useTranslation } from '@noren/core/ui';

export const LobbyPage = observer(function LobbyPage() {
  const { settings } = useStores();
  const { t } = useTranslation('kiosk');
  const title = t('lobby.title', { hotel: settings.hotelName });
  useDocumentTitle(title);
  return (
    <section className="noren-kiosk" aria-labelledby="kiosk-lobby-title">
      <h1 id="kiosk-lobby-title" className="noren-page-title">
        {title}
      </h1>
      <p className="noren-page-subtitle">{t('lobby.intro')}</p>
    </section>
  );
});
