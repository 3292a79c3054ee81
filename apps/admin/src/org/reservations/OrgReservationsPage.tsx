// The organisation's reservations (issue #15 part 3): the filters, how fresh the list is, the
// windowed table with keyset pages, designed empty and error states, the read-only detail, and
// the export of exactly the rows the filters select.
import { useEffect, useState } from 'react';
import { Button, observer, Spinner, useDocumentTitle, useTranslation } from '@noren/core/ui';
import { ErrorNote } from '../../console/Feedback.tsx';
import { useConsoleFormat } from '../../console/format.ts';
import { usePageHeading } from '../../console/hooks.ts';
import { ExportPanel } from '../export/ExportPanel.tsx';
import { useOrg } from '../hooks.ts';
import { asOfText } from '../stores/fiscalYear.ts';
import type { OrgFilter } from '../stores/OrgReservationsStore.ts';
import { OrgFilters } from './OrgFilters.tsx';
import { OrgReservationDialog } from './OrgReservationDialog.tsx';
import { VirtualRows } from './VirtualRows.tsx';

export const OrgReservationsPage = observer(function OrgReservationsPage() {
  const org = useOrg();
  const { reservations, stays } = org;
  const { t } = useTranslation('orgAdmin');
  const format = useConsoleFormat();
  const heading = usePageHeading<HTMLHeadingElement>();
  const [open, setOpen] = useState<string | null>(null);
  useDocumentTitle(t('reservations.title'), org.session.organisation?.display_name ?? '');
  useEffect(() => {
    if (!stays.overview) void stays.refresh();
    if (!reservations.loaded && !reservations.loading) void reservations.reload();
  }, [reservations, stays]);

  const apply = (filter: OrgFilter) => {
    void reservations.setFilter(filter);
    // The stay counts follow the fiscal year chosen here.
    if (filter.fiscal_year !== stays.fiscalYear && filter.fiscal_year !== undefined) void stays.setFiscalYear(filter.fiscal_year);
  };
  const zone = stays.overview?.contract.time_zone ?? 'UTC';
  const totals = reservations.totals;

  return (
    <section aria-labelledby="org-reservations-title" className="org-reservations">
      <h1 id="org-reservations-title" className="noren-page-title" tabIndex={-1} ref={heading}>
        {t('reservations.title')}
      </h1>
      <OrgFilters onApply={apply} />
      <div className="org-status-line" aria-live="polite">
        {totals && <span>{t('reservations.count', { count: totals.entries, roomNights: format.number(totals.roomNights) })}</span>}
        {reservations.asOf && <span className="admin-muted">{t('reservations.asOf', { time: asOfText(reservations.asOf, zone) })}</span>}
        {totals?.masked && <span className="admin-muted">{t('reservations.masked')}</span>}
      </div>
      {reservations.error && (
        <div className="org-state org-state--error">
          <ErrorNote error={reservations.error} />
          <Button variant="secondary" onClick={() => void (reservations.rows.length ? reservations.loadMore() : reservations.reload())}>
            {t('reservations.retry')}
          </Button>
        </div>
      )}
      {reservations.loading && reservations.rows.length === 0 && <Spinner />}
      {reservations.loaded && reservations.rows.length === 0 && !reservations.error && (
        <div className="org-state" role="status">
          <h2>{t('reservations.emptyTitle')}</h2>
          <p>{Object.keys(reservations.filter).length ? t('reservations.emptyFiltered') : t('reservations.emptyNone')}</p>
        </div>
      )}
      {reservations.rows.length > 0 && <VirtualRows onOpen={setOpen} />}
      {reservations.loading && reservations.rows.length > 0 && <p className="admin-muted" role="status">{t('reservations.loadingMore')}</p>}
      <ExportPanel />
      <OrgReservationDialog number={open} onClose={() => setOpen(null)} />
    </section>
  );
});
