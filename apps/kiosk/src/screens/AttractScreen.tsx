// The start (issue #16 §3): a welcome in the hotel's languages, each a tap away, and the two
// things a guest comes to the kiosk for, in large buttons low on the screen.
import { Link } from 'react-router';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, type Language } from '@noren/core/domain';
import { observer, useDocumentTitle, useStores, useTranslation } from '@noren/core/ui';

export const AttractScreen = observer(function AttractScreen() {
  const { settings, locale, session } = useStores();
  const { t } = useTranslation('kiosk');
  const title = t('lobby.title', { hotel: settings.hotelName });
  useDocumentTitle(title);
  const query = `?code=${encodeURIComponent(session.hotelCode ?? '')}`;
  return (
    <section className="kiosk-screen kiosk-attract" aria-labelledby="kiosk-lobby-title">
      <div className="kiosk-screen__info">
        <h1 id="kiosk-lobby-title" className="kiosk-title kiosk-title--hero">
          {title}
        </h1>
        <p className="kiosk-lead">{t('lobby.intro')}</p>
      </div>
      <div className="kiosk-screen__actions">
        <nav className="kiosk-menu" aria-label={t('lobby.menu')}>
          <Link className="kiosk-button kiosk-button--primary kiosk-button--large" to={`/book${query}`}>
            {t('lobby.book')}
          </Link>
          <Link className="kiosk-button kiosk-button--primary kiosk-button--large" to={`/find${query}`}>
            {t('lobby.find')}
          </Link>
        </nav>
        {locale.offeredLanguages.length > 1 && (
          <div className="kiosk-languages" role="group" aria-label={t('lobby.languages')}>
            {locale.offeredLanguages.map((language: Language) => (
              <button
                key={language}
                type="button"
                lang={LANGUAGE_TAGS[language]}
                className="kiosk-button kiosk-button--language"
                aria-pressed={locale.language === language}
                onClick={() => locale.setLanguage(language)}
              >
                {LANGUAGE_NAMES[language]}
              </button>
            ))}
          </div>
        )}
      </div>
    </section>
  );
});
