// The cancellation policy of the chosen plans, in the guest's words (part 2 §9 "Cancellation").
import { useTranslation } from '@noren/core/ui';
import type { CancellationPolicyListing } from '@noren/core/api';

type PolicyLike = Pick<CancellationPolicyListing, 'name' | 'description' | 'lines'> & { code?: string };

export function PolicyLines({ policy }: { policy: PolicyLike }) {
  const { t } = useTranslation('booking');
  return (
    <ul className="booking-policy__lines">
      {policy.lines.map((line, i) => (
        <li key={i}>
          {line.kind === 'days_before'
            ? t('policy.daysBefore', { count: line.days_before ?? 0, percent: line.percentage_of_cost })
            : line.kind === 'same_day'
              ? t('policy.sameDay', { percent: line.percentage_of_cost })
              : line.kind === 'no_show'
                ? t('policy.noShow', { percent: line.percentage_of_cost })
                : t('policy.default', { percent: line.percentage_of_cost })}
          {line.time_of_day ? ` (${t('policy.after', { time: line.time_of_day })})` : ''}
        </li>
      ))}
    </ul>
  );
}

export function PolicySummary({ policies }: { policies: readonly PolicyLike[] }) {
  const { t } = useTranslation('booking');
  if (policies.length === 0) return null;
  return (
    <section className="booking-section" aria-labelledby="policy-title">
      <h2 id="policy-title" className="booking-section-title">
        {t('policy.title')}
      </h2>
      {policies.map((p, i) => (
        <div key={p.code ?? i} className="booking-policy">
          <h3 className="booking-policy__name">{p.name}</h3>
          {p.description && <p>{p.description}</p>}
          <PolicyLines policy={p} />
        </div>
      ))}
      <p className="noren-field__description">{t('policy.sameDayOnline')}</p>
    </section>
  );
}
