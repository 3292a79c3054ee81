// The brand's organisations and their contracts (issue #15 part 2), for brand managers: the
// fiscal year's start, the maximum stays, the zone and name masking, with this year's use; "Edit"
// opens the contract's form in place.
import { useEffect, useState } from 'react';
import { Button, observer, Spinner, useDocumentTitle, useTranslation } from '@noren/core/ui';
import { ErrorNote } from '../console/Feedback.tsx';
import { useConsoleFormat } from '../console/format.ts';
import { usePageHeading } from '../console/hooks.ts';
import { useAdminRoot } from '../stores/adminRoot.tsx';
import { ContractForm, contractInputOf } from './ContractForm.tsx';
import './contracts.css';
import { ConsoleTable } from '../console/ConsoleTable.tsx';

export const ContractsPage = observer(function ContractsPage() {
  const store = useAdminRoot().contracts;
  const { t } = useTranslation('staffContracts', { useSuspense: true });
  const format = useConsoleFormat();
  const heading = usePageHeading<HTMLHeadingElement>();
  const [editing, setEditing] = useState<number | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  useDocumentTitle(t('contracts.title'));
  useEffect(() => {
    void store.load();
  }, [store]);

  const list = store.organisations;
  return (
    <section aria-labelledby="staff-contracts-title">
      <h1 id="staff-contracts-title" className="noren-page-title" tabIndex={-1} ref={heading}>
        {t('contracts.title')}
      </h1>
      <p>{t('contracts.intro')}</p>
      <ErrorNote error={store.error} />
      {store.loading && !list && <Spinner />}
      <p role="status" className="admin-ok">
        {saved ? t('contracts.saved', { organisation: saved }) : ''}
      </p>
      {list && list.length === 0 && <p>{t('contracts.none')}</p>}
      {list && list.length > 0 && (
        <ConsoleTable caption={t('contracts.caption')} columns={[t('contracts.organisation'), t('contracts.fiscalYearStart'), t('contracts.maximum'), t('contracts.used'), t('contracts.zone'), t('contracts.masking'), t('contracts.actions')]}>
          {list.map((o) => {
            const c = o.contract;
            return (
              <tr key={o.organization.id}>
                <th scope="row">{o.organization.display_name}</th>
                <td>{c.configured ? t('contracts.startDate', { month: c.fiscal_year_start_month, day: c.fiscal_year_start_day }) : t('contracts.notSet')}</td>
                <td>{c.max_stays_per_year === null ? t('contracts.noMaximum') : format.number(c.max_stays_per_year)}</td>
                <td>
                  {t('contracts.usedIn', { used: format.number(o.current.used), year: o.current.fiscal_year })}
                  {o.current.over_by > 0 && <span className="admin-error-text"> {t('contracts.overBy', { count: o.current.over_by })}</span>}
                </td>
                <td>{c.time_zone_is_brand_default ? t('contracts.brandZone', { zone: c.time_zone }) : c.time_zone}</td>
                <td>{c.mask_guest_names ? t('contracts.masked') : t('contracts.shown')}</td>
                <td>
                  <Button variant="secondary" aria-expanded={editing === o.organization.id} onClick={() => { setSaved(null); store.clearSaveError(); setEditing(editing === o.organization.id ? null : o.organization.id); }}>
                    {t('contracts.edit', { organisation: o.organization.display_name })}
                  </Button>
                </td>
              </tr>
            );
          })}
        </ConsoleTable>
      )}
      {list?.map((o) =>
        o.organization.id === editing ? (
          <section key={o.organization.id} className="staff-contract-edit" aria-labelledby="staff-contract-edit-title">
            <h2 id="staff-contract-edit-title">{t('form.title', { organisation: o.organization.display_name })}</h2>
            <ErrorNote error={store.saveError} />
            <ContractForm
              organisation={o}
              saving={store.saving}
              onCancel={() => setEditing(null)}
              onSave={async (values) => {
                if (await store.update(o.organization.id, contractInputOf(values))) {
                  setEditing(null);
                  setSaved(o.organization.display_name);
                }
              }}
            />
          </section>
        ) : null,
      )}
    </section>
  );
});
