// An update refused for something the guest can fix (the API's details.payload.reason: core/domain
// checkUpdate's reasons, sold out, price changed), in the guest's words; anything else is the
// catalogue's message (3013, 3014, 3016, card codes...).
import { ErrorBanner, useTranslation } from '@noren/core/ui';
import type { ShownError } from '@noren/core/stores';
import { ownRefusal, refusalError } from './refusals.ts';

const PROBLEMS = ['below_min_nights', 'checkout_not_after_checkin', 'in_the_past', 'too_many_guests', 'day_use_same_day', 'sold_out', 'price_changed', 'not_original_plan', 'no_change', 'nothing_changed'] as const;

export function UpdateProblem({ error }: { error: ShownError }) {
  const { t } = useTranslation('booking');
  const reason = typeof error.payload?.reason === 'string' ? error.payload.reason : null;
  const catalogued = refusalError(reason);
  if (catalogued) return <ErrorBanner error={catalogued} />;
  if (reason && ((PROBLEMS as readonly string[]).includes(reason) || ownRefusal(reason))) {
    const key = ownRefusal(reason) ? `manage.refusals.${reason}` : `manage.update.problems.${reason === 'nothing_changed' ? 'no_change' : reason}`;
    return (
      <div className="noren-error-banner" role="alert">
        <p className="noren-error-banner__text">{t(key, { ...error.payload })}</p>
      </div>
    );
  }
  return <ErrorBanner error={error} />;
}
