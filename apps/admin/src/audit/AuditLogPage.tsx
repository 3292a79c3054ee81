// The brand's audit log (issue #15 part 6), for brand managers: who did what, when, to which
// target, with what parameters and row count, newest first, filtered by action and kind of actor.
import { useEffect, useState, type FormEvent } from 'react';
import { Button, observer, SelectField, Spinner, useDocumentTitle, useTranslation } from '@noren/core/ui';
import { AUDIT_ACTIONS, AUDIT_ACTOR_KINDS } from '@noren/core/domain';
import { ErrorNote } from '../console/Feedback.tsx';
import { useConsoleFormat } from '../console/format.ts';
import { usePageHeading } from '../console/hooks.ts';
import { useAdminRoot } from '../stores/adminRoot.tsx';
import type { AuditFilter } from '../stores/StaffAuditStore.ts';
import '../contracts/contracts.css';
import { ConsoleTable } from '../console/ConsoleTable.tsx';

export const AuditLogPage = observer(function AuditLogPage() {
  const store = useAdminRoot().audit;
  const { t } = useTranslation('staffContracts', { useSuspense: true });
  const format = useConsoleFormat();
  const heading = usePageHeading<HTMLHeadingElement>();
  const [draft, setDraft] = useState<AuditFilter>(store.filter);
  useDocumentTitle(t('audit.title'));
  useEffect(() => {
    void store.reload();
  }, [store]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.setFilter(draft);
  };
  const actionName = (action: string) => ((AUDIT_ACTIONS as readonly string[]).includes(action) ? t(`actions.${action.replace('.', '_')}`) : action);

  return (
    <section aria-labelledby="staff-audit-title">
      <h1 id="staff-audit-title" className="noren-page-title" tabIndex={-1} ref={heading}>
        {t('audit.title')}
      </h1>
      <form className="admin-filters" role="search" aria-label={t('audit.filters')} onSubmit={submit}>
        <SelectField
          label={t('audit.action')}
          value={draft.action ?? ''}
          options={[{ value: '', label: t('audit.anyAction') }, ...AUDIT_ACTIONS.map((a) => ({ value: a, label: actionName(a) }))]}
          onChange={(action) => setDraft({ ...draft, action: action || undefined })}
        />
        <SelectField
          label={t('audit.actor')}
          value={draft.actor_kind ?? ''}
          options={[{ value: '', label: t('audit.anyActor') }, ...AUDIT_ACTOR_KINDS.map((k) => ({ value: k, label: t(`actorKinds.${k}`) }))]}
          onChange={(kind) => setDraft({ ...draft, actor_kind: (kind || undefined) as AuditFilter['actor_kind'] })}
        />
        <Button type="submit">{t('audit.apply')}</Button>
      </form>
      <ErrorNote error={store.error} />
      {store.loading && store.entries.length === 0 && <Spinner />}
      {store.loaded && store.entries.length === 0 && <p role="status">{t('audit.none')}</p>}
      {store.entries.length > 0 && (
        <ConsoleTable caption={t('audit.caption')} columns={[t('audit.when'), t('audit.who'), t('audit.action'), t('audit.target'), t('audit.rows'), t('audit.details')]}>
          {store.entries.map((e) => (
            <tr key={e.id}>
              <th scope="row">{format.instant(e.occurred_at)}</th>
              <td>
                {e.actor.display}
                <br />
                <span className="admin-muted">{t('audit.actorLine', { kind: t(`actorKinds.${e.actor.kind}`), role: e.actor.role ?? '—' })}</span>
              </td>
              <td>{actionName(e.action)}</td>
              <td>{e.target.id ? `${e.target.type} ${e.target.id}` : e.target.type}</td>
              <td>{e.row_count === null ? '—' : format.number(e.row_count)}</td>
              <td>
                <code className="staff-audit-params">{JSON.stringify(e.parameters)}</code>
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
      {store.nextCursor && (
        <Button variant="secondary" busy={store.loading} onClick={() => void store.loadMore()}>
          {t('audit.more')}
        </Button>
      )}
    </section>
  );
});
