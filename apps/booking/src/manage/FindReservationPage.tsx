// /search (part 1 §2 "find a reservation by number and e-mail; query code"; part 2 §7.4 GET
// /hotel_brands/{brandId}/reservations/{number}?email=). Any hotel of the brand; the found one
// opens on the review page, with the e-mail kept in memory only (never in the address).
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, ErrorBanner, TextField, observer, useDocumentTitle, useStores, useTranslation } from '@noren/core/ui';
import { EMAIL_PATTERN } from '@noren/core/domain';
import { manageOf } from '@noren/core/stores';
import { reviewReservationPath } from '../routes/paths.ts';
import './manage.css';

export const FindReservationPage = observer(function FindReservationPage() {
  const stores = useStores();
  const { settings } = stores;
  const manage = manageOf(stores);
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const location = useLocation();
  const [number, setNumber] = useState('');
  const [email, setEmail] = useState('');
  const [tried, setTried] = useState(false);
  useDocumentTitle(t('manage.find.title'), settings.hotelName);

  const numberError = tried && number.trim() === '' ? t('manage.find.numberRequired') : null;
  const emailError = tried ? (email.trim() === '' ? t('manage.find.emailRequired') : !EMAIL_PATTERN.test(email.trim()) ? t('manage.find.emailInvalid') : null) : null;
  const error = manage.findError;
  const tooMany = error?.status === 429 || error?.code === 9429;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (number.trim() === '' || email.trim() === '' || !EMAIL_PATTERN.test(email.trim())) return;
    if (await manage.find(number, email)) {
      navigate(reviewReservationPath(manage.number!, location.search, { hotelId: manage.hotelId }));
    }
  };

  return (
    <section className="booking-manage" aria-labelledby="find-title">
      <h1 id="find-title" className="noren-page-title">
        {t('manage.find.title')}
      </h1>
      <p>{t('manage.find.intro')}</p>
      <form className="booking-manage-form" onSubmit={submit} noValidate>
        <TextField label={t('confirmation.number')} required autoComplete="off" maxLength={64} value={number} error={numberError} onChange={setNumber} />
        <TextField label={t('guest.email')} type="email" required autoComplete="email" maxLength={254} value={email} error={emailError} onChange={setEmail} />
        {tooMany ? (
          <div className="noren-error-banner" role="alert">
            <p className="noren-error-banner__text">{t('manage.find.tooMany')}</p>
          </div>
        ) : error?.status === 404 ? (
          <div className="noren-error-banner" role="alert">
            <p className="noren-error-banner__text">{t('manage.find.notFound')}</p>
          </div>
        ) : (
          error && <ErrorBanner error={error} />
        )}
        <Button type="submit" busy={manage.finding}>
          {t('manage.find.submit')}
        </Button>
      </form>
    </section>
  );
});
