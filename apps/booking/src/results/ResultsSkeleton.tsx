// What the result list shows while the search runs: cards of the real cards' shape (photo box,
// title, facts, a plan), so that when the results arrive they take the place the skeleton held and
// nothing above the fold moves (issue 14: CLS ≤ 0.05). Screen readers hear the status text only.
import { useTranslation } from '@noren/core/ui';

const CARDS = 3;

export function ResultsSkeleton() {
  const { t } = useTranslation('booking');
  return (
    <div className="booking-results booking-skeleton" role="status" aria-live="polite">
      <span className="noren-visually-hidden">{t('results.searching')}</span>
      {Array.from({ length: CARDS }, (_, i) => (
        <div key={i} className="booking-card booking-skeleton__card" aria-hidden="true">
          <div className="booking-card__media" />
          <div className="booking-card__body">
            <div className="booking-skeleton__line booking-skeleton__line--title" />
            <div className="booking-skeleton__line booking-skeleton__line--short" />
            <div className="booking-skeleton__line" />
            <div className="booking-skeleton__line" />
            <div className="booking-skeleton__block" />
          </div>
        </div>
      ))}
    </div>
  );
}
