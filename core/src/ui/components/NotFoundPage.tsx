// The page for an address the app does not know; the link keeps the query, which carries the hotel code.
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  const { search } = useLocation();
  useDocumentTitle(t('notFound.title'));
  return (
    <section aria-labelledby="noren-not-found-title">
      <h1 id="noren-not-found-title" className="noren-page-title">
        {t('notFound.title')}
      </h1>
      <p>{t('notFound.body')}</p>
      <p>
        <Link to={{ pathname: '/', search }}>{t('notFound.home')}</Link>
      </p>
    </section>
  );
}
