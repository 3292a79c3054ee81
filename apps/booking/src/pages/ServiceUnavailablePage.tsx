// /503?code={hotelCode} (part 2 §8.2): the maintenance page a 503 leads to, with a way back.
import { useLocation } from 'react-router';
import { observer, useDocumentTitle, useTranslation } from '@noren/core/ui';
import { PATHS, startupQuery, withQuery } from '../routes/paths.ts';

export const ServiceUnavailablePage = observer(function ServiceUnavailablePage() {
  const { t } = useTranslation('booking');
  const { t: te } = useTranslation('errors');
  const location = useLocation();
  useDocumentTitle(t('unavailable.title'));
  return (
    <section aria-labelledby="unavailable-title">
      <h1 id="unavailable-title" className="noren-page-title">
        {t('unavailable.title')}
      </h1>
      <p>{te('codes.9503')}</p>
      {/* A full page load: the app starts over and checks the service again. */}
      <a className="noren-button noren-button--primary booking-link-button" href={withQuery(PATHS.result, startupQuery(location.search))}>
        {t('unavailable.retry')}
      </a>
    </section>
  );
});
