// /cancellation-policy: the hotel's cancellation policies (part 2 §7.3; a failure shows the error
// title, and no policies the text for no data, as part 2 §8.2 says).
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, ErrorBanner, Spinner, observer, useDocumentTitle, useStores, useTranslation } from '@noren/core/ui';
import type { CancellationPolicyListing } from '@noren/core/api';
import { toShownError, type ShownError } from '@noren/core/stores';
import { PolicySummary } from '../guest/PolicySummary.tsx';
import { PATHS, pathKeeping } from '../routes/paths.ts';

export const CancellationPolicyPage = observer(function CancellationPolicyPage() {
  const { api, session, settings } = useStores();
  const { t } = useTranslation('booking');
  const { t: te } = useTranslation('errors');
  const location = useLocation();
  const navigate = useNavigate();
  const [policies, setPolicies] = useState<CancellationPolicyListing[] | null>(null);
  const [error, setError] = useState<ShownError | null>(null);
  useDocumentTitle(t('policy.title'), settings.hotelName);
  const hotelId = session.hotelCode;
  useEffect(() => {
    if (!hotelId) return;
    const controller = new AbortController();
    api.listCancellationPolicies(hotelId, controller.signal).then(setPolicies, (e: unknown) => {
      if (!controller.signal.aborted) setError(toShownError(e));
    });
    return () => controller.abort();
  }, [api, hotelId]);
  return (
    <section aria-labelledby="policy-page-title">
      <h1 id="policy-page-title" className="noren-page-title">
        {t('policy.title')}
      </h1>
      {error && <ErrorBanner error={error} />}
      {!policies && !error && <Spinner />}
      {policies?.length === 0 && <p>{te('general.noData')}</p>}
      {policies && policies.length > 0 && <PolicySummary policies={policies} />}
      <Button variant="secondary" onClick={() => void navigate(pathKeeping(PATHS.result, location.search))}>
        {t('guest.backToResults')}
      </Button>
    </section>
  );
});
