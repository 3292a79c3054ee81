// Search results. The search bar and room list arrive with the search issue; until then the page
// names itself and the hotel, and shows no invented rooms.
import { observer, useDocumentTitle, useStores, useTranslation } from '@noren/core/ui';

export const ResultPage = observer(function ResultPage() {
  const { settings } = useStores();
  const { t } = useTranslation('booking');
  useDocumentTitle(t('result.title'), settings.hotelName);
  return (
    <section aria-labelledby="booking-result-title">
      <h1 id="booking-result-title" className="noren-page-title">
        {t('result.title')}
      </h1>
      <p className="noren-page-subtitle">{t('result.subtitle', { hotel: settings.hotelName })}</p>
      <p>{t('result.placeholder')}</p>
    </section>
  );
});
