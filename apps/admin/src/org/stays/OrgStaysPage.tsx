// Stay counts of a fiscal year (issue #15 part 4): the contract's maximum, used and remaining stays
// in numbers and as a bar ("over by N" past the maximum), how fresh they are, then the charts.
// This page is its own chunk, and recharts comes only with it.
import { useEffect } from 'react';
import { observer, SelectField, Spinner, useDocumentTitle, useTranslation } from '@noren/core/ui';
import { ErrorNote } from '../../console/Feedback.tsx';
import { useConsoleFormat } from '../../console/format.ts';
import { usePageHeading } from '../../console/hooks.ts';
import { useOrg } from '../hooks.ts';
import { asOfText } from '../stores/fiscalYear.ts';
import { StaysCharts } from './StaysCharts.tsx';

export const OrgStaysPage = observer(function OrgStaysPage() {
  const org = useOrg();
  const { stays } = org;
  const { t, i18n } = useTranslation('orgAdmin');
  const format = useConsoleFormat();
  const heading = usePageHeading<HTMLHeadingElement>();
  useDocumentTitle(t('stays.title'), org.session.organisation?.display_name ?? '');
  useEffect(() => {
    void stays.refresh();
  }, [stays]);

  const overview = stays.overview;
  const year = stays.year;
  const share = stays.usedShare;
  const rtl = i18n.dir?.() === 'rtl';
  return (
    <section aria-labelledby="org-stays-title" className="org-stays">
      <h1 id="org-stays-title" className="noren-page-title" tabIndex={-1} ref={heading}>
        {t('stays.title')}
      </h1>
      <form className="admin-filters org-no-print" onSubmit={(e) => e.preventDefault()}>
        <SelectField
          label={t('filters.fiscalYear')}
          value={String(stays.fiscalYear ?? overview?.current_fiscal_year ?? '')}
          options={stays.years.map((y) => ({ value: String(y), label: t('filters.fiscalYearName', { year: y }) }))}
          onChange={(v) => void stays.setFiscalYear(Number(v))}
        />
      </form>
      <ErrorNote error={stays.error} />
      {stays.loading && !overview && <Spinner />}
      {overview && year && (
        <>
          <p className="admin-muted" aria-live="polite">
            {t('stays.period', { from: format.date(year.starts_on), to: format.date(year.ends_on) })} · {t('reservations.asOf', { time: asOfText(overview.as_of, overview.contract.time_zone) })}
          </p>
          <dl className="org-counts">
            <div>
              <dt>{t('stays.maximum')}</dt>
              <dd data-testid="stays-maximum">{year.maximum === null ? t('stays.noMaximum') : format.number(year.maximum)}</dd>
            </div>
            <div>
              <dt>{t('stays.used')}</dt>
              <dd data-testid="stays-used">{format.number(year.used)}</dd>
            </div>
            <div>
              <dt>{t('stays.remaining')}</dt>
              <dd data-testid="stays-remaining">{year.remaining === null ? '—' : format.number(year.remaining)}</dd>
            </div>
          </dl>
          {year.over_by > 0 && (
            <p className="org-warning" data-testid="stays-over">
              {t('stays.overBy', { count: year.over_by, n: format.number(year.over_by) })}
            </p>
          )}
          {share !== null && (
            <div className="org-bar" aria-hidden="true">
              <div className={year.over_by > 0 ? 'org-bar-fill org-bar-fill--over' : 'org-bar-fill'} style={{ inlineSize: `${share * 100}%` }} />
            </div>
          )}
          {share !== null && <p className="noren-visually-hidden">{t('stays.barText', { percent: Math.round((year.used / Math.max(1, year.maximum ?? 1)) * 100) })}</p>}
          {stays.breakdownLoading && <Spinner />}
          <ErrorNote error={stays.breakdownError} />
          <StaysCharts rtl={rtl} />
        </>
      )}
    </section>
  );
});
