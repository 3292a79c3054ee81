// Why an action is not offered online, from the reason the API gives (refusals.ts).
import { useTranslation } from '@noren/core/ui';
import { ErrorNotice, Notice } from './Notice.tsx';
import { ownRefusal, refusalError } from './refusals.ts';

export function Refusal({ reason, hotelUrl }: { reason: string | null; hotelUrl?: string | null }) {
  const { t } = useTranslation('booking');
  const catalogued = refusalError(reason);
  if (catalogued) return <ErrorNotice error={catalogued} />;
  const own = ownRefusal(reason);
  return (
    <Notice tone="warning">
      <p>{own ? t(`manage.refusals.${own}`) : t('manage.refusals.other')}</p>
      {own === 'travel_agency' && hotelUrl && (
        <p>
          <a href={hotelUrl}>{t('manage.refusals.toAgency')}</a>
        </p>
      )}
    </Notice>
  );
}
