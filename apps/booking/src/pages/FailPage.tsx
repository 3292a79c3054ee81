// /reservation/fail (part 1 §2; query code, checkin, checkout, adults, error_code, error): the
// code's message of part 2 §8.4, and the way back to the same search.
import { useLocation, useNavigate } from 'react-router';
import { Button, observer, useDocumentTitle, useStores, useTranslation } from '@noren/core/ui';
import { catalogueMessageKey } from '@noren/core/domain';
import { PATHS, startupQuery, withQuery } from '../routes/paths.ts';

export const FailPage = observer(function FailPage() {
  const { settings } = useStores();
  const { t } = useTranslation('booking');
  const { t: te } = useTranslation('errors');
  const location = useLocation();
  const navigate = useNavigate();
  useDocumentTitle(t('fail.title'), settings.hotelName);
  const query = new URLSearchParams(location.search);
  const code = Number(query.get('error_code'));
  const reason = query.get('error');
  // Every catalogue code has its text in every locale (locales.test.ts), so no English title is needed.
  const messageKey = Number.isInteger(code) ? catalogueMessageKey(code) : undefined;
  const message = reason === 'sold_out' ? t('fail.soldOut') : messageKey ? te(messageKey) : te('general.error02');


  const back = () => {
    const next = startupQuery(location.search);
    for (const name of ['error_code', 'error']) next.delete(name);
    for (const name of ['checkin', 'checkout', 'adults']) {
      const value = query.get(name);
      if (value) next.set(name, value);
    }
    void navigate(withQuery(PATHS.result, next));
  };

  return (
    <section aria-labelledby="fail-title" className="booking-fail">
      <h1 id="fail-title" className="noren-page-title">
        {t('fail.title')}
      </h1>
      <div className="noren-error-banner" role="alert">
        <p className="noren-error-banner__text">{message}</p>
      </div>
      <p>{t('fail.notBooked')}</p>
      <Button onClick={back}>{t('fail.back')}</Button>
    </section>
  );
});
