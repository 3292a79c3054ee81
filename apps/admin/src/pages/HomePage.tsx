// The console's home. Reservation and settings screens join it in later issues.
import { observer, useDocumentTitle, useStores, useTranslation } from '@noren/core/ui';

export const HomePage = observer(function HomePage() {
  const { settings } = useStores();
  const { t } = useTranslation('admin');
  useDocumentTitle(t('home.title'), settings.hotelName);
  return (
    <section aria-labelledby="admin-home-title">
      <h1 id="admin-home-title" className="noren-page-title">
        {t('home.title')}
      </h1>
      <p className="noren-page-subtitle">{t('home.subtitle', { hotel: settings.hotelName })}</p>
      <p>{t('home.intro')}</p>
    </section>
  );
});
