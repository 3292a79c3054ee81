// The reservations' filters: fiscal year, month (a period of that year), hotel, status, booker,
// guest and free text. They apply on submit, so typing sends no call per letter and the new list
// is announced once.
import { useState, type FormEvent } from 'react';
import { Button, observer, SelectField, TextField, useTranslation } from '@noren/core/ui';
import type { ReservationStatus } from '@noren/core/domain';
import type { OrgFilter } from '../stores/OrgReservationsStore.ts';
import { useOrg } from '../hooks.ts';

const STATUSES: readonly ReservationStatus[] = ['done', 'cancelled', 'payment_pending'];

interface Draft { fiscal_year: string; month: string; hotel: string; status: string; booker: string; guest: string; q: string }

const draftOf = (f: OrgFilter): Draft => ({
  fiscal_year: f.fiscal_year ? String(f.fiscal_year) : '', month: f.month ? String(f.month) : '', hotel: f.hotel ?? '', status: f.status ?? '',
  booker: f.booker ? String(f.booker) : '', guest: f.guest ?? '', q: f.q ?? '',
});

export const OrgFilters = observer(function OrgFilters({ onApply }: { onApply: (filter: OrgFilter) => void }) {
  const { reservations, stays } = useOrg();
  const { t } = useTranslation('orgAdmin');
  const [draft, setDraft] = useState<Draft>(() => draftOf(reservations.filter));
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value, ...(key === 'fiscal_year' && !value ? { month: '' } : {}) }));
  const year = stays.overview?.fiscal_years.find((fy) => String(fy.fiscal_year) === draft.fiscal_year);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      fiscal_year: draft.fiscal_year ? Number(draft.fiscal_year) : undefined,
      month: draft.fiscal_year && draft.month ? Number(draft.month) : undefined,
      hotel: draft.hotel || undefined,
      status: (draft.status || undefined) as ReservationStatus | undefined,
      booker: draft.booker ? Number(draft.booker) : undefined,
      guest: draft.guest.trim() || undefined,
      q: draft.q.trim() || undefined,
    });
  };

  return (
    <form className="admin-filters org-filters" role="search" aria-label={t('filters.label')} onSubmit={submit}>
      <SelectField
        label={t('filters.fiscalYear')}
        value={draft.fiscal_year}
        options={[{ value: '', label: t('filters.anyYear') }, ...stays.years.map((y) => ({ value: String(y), label: t('filters.fiscalYearName', { year: y }) }))]}
        onChange={set('fiscal_year')}
      />
      <SelectField
        label={t('filters.month')}
        value={draft.month}
        disabled={!draft.fiscal_year}
        options={[
          { value: '', label: t('filters.anyMonth') },
          ...Array.from({ length: 12 }, (_, i) => {
            const starts = year?.months[i]?.starts_on;
            return { value: String(i + 1), label: starts ? t('filters.monthStarting', { month: starts.slice(0, 7) }) : t('filters.period', { period: i + 1 }) };
          }),
        ]}
        onChange={set('month')}
      />
      <SelectField
        label={t('filters.hotel')}
        value={draft.hotel}
        options={[{ value: '', label: t('filters.anyHotel') }, ...[...reservations.hotels].map(([code, name]) => ({ value: code, label: name }))]}
        onChange={set('hotel')}
      />
      <SelectField
        label={t('filters.status')}
        value={draft.status}
        options={[{ value: '', label: t('filters.anyStatus') }, ...STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))]}
        onChange={set('status')}
      />
      <SelectField
        label={t('filters.booker')}
        value={draft.booker}
        options={[{ value: '', label: t('filters.anyBooker') }, ...[...reservations.bookers].map(([id, name]) => ({ value: String(id), label: name }))]}
        onChange={set('booker')}
      />
      <TextField label={t('filters.guest')} value={draft.guest} maxLength={100} onChange={set('guest')} />
      <TextField label={t('filters.q')} description={t('filters.qHint')} type="search" value={draft.q} maxLength={100} onChange={set('q')} />
      <Button type="submit">{t('filters.apply')}</Button>
    </form>
  );
});
