// The reservations table, windowed: only the rows in view and a margin either side are in the DOM
// (about 40 of however many thousand are loaded; spacer rows keep the scroll height), and nearing
// the end of what is loaded asks for the next keyset page. Every column's header sorts; the
// reservation number opens the read-only detail.
import { useEffect, useRef, useState } from 'react';
import { observer, useTranslation } from '@noren/core/ui';
import type { OrgReservationRow } from '@noren/core/api';
import { useConsoleFormat } from '../../console/format.ts';
import { useOrg } from '../hooks.ts';
import { COLUMNS, NUMERIC } from './columns.ts';

export const ROW_HEIGHT = 48;
const OVERSCAN = 12;
/** Ask for the next page this many rows before the end of what is loaded. */
const PREFETCH = 60;

export const VirtualRows = observer(function VirtualRows({ onOpen }: { onOpen: (number: string) => void }) {
  const { reservations } = useOrg();
  const { t } = useTranslation('orgAdmin');
  const format = useConsoleFormat();
  const viewport = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(600);
  useEffect(() => {
    const element = viewport.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(element.clientHeight || 600));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const rows = reservations.rows;
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((scrollTop + height) / ROW_HEIGHT) + OVERSCAN);
  useEffect(() => {
    if (last >= rows.length - PREFETCH && reservations.hasMore && !reservations.loading) void reservations.loadMore();
  }, [last, rows.length, reservations, reservations.hasMore, reservations.loading]);

  const { sort } = reservations;
  const cell = (row: OrgReservationRow, column: (typeof COLUMNS)[number]) => {
    switch (column) {
      case 'guest_name': return row.guest_name;
      case 'hotel': return row.hotel.name;
      case 'checkin_date': return format.date(row.checkin_date);
      case 'checkout_date': return format.date(row.checkout_date);
      case 'nights': return row.is_day_use ? t('table.dayUse') : format.number(row.nights);
      case 'rooms': return format.number(row.rooms);
      case 'room_nights': return format.number(row.room_nights);
      case 'reserved_at': return format.instant(row.reserved_at);
      case 'booker': return row.booker?.name ?? t('table.noBooker');
      case 'status': return t(`status.${row.status}`);
      case 'total_price': return format.money(row.total_price, row.currency);
      default: return null;
    }
  };

  return (
    <div
      ref={viewport}
      className="org-table-viewport"
      role="region"
      aria-label={t('table.region')}
      tabIndex={0}
      onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
    >
      <table className="admin-table org-table" aria-rowcount={(reservations.totals?.entries ?? rows.length) + 1}>
        <caption className="noren-visually-hidden">{t('table.caption')}</caption>
        <thead>
          <tr aria-rowindex={1}>
            {COLUMNS.map((column) => {
              const active = sort.key === column;
              return (
                <th key={column} scope="col" aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none'} className={NUMERIC.has(column) ? 'org-num' : undefined}>
                  <button type="button" className="org-sort" onClick={() => void reservations.sortBy(column)}>
                    {t(`columns.${column}`)}
                    <span aria-hidden="true" className="org-sort-mark">{active ? (sort.order === 'asc' ? '▲' : '▼') : ''}</span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {first > 0 && <tr aria-hidden="true" style={{ height: first * ROW_HEIGHT }} />}
          {rows.slice(first, last).map((row, i) => (
            <tr key={row.reservation_number} aria-rowindex={first + i + 2} style={{ height: ROW_HEIGHT }}>
              {COLUMNS.map((column) =>
                column === 'reservation_number' ? (
                  <th key={column} scope="row">
                    <button type="button" className="noren-button noren-button--link" onClick={() => onOpen(row.reservation_number)}>
                      {row.reservation_number}
                    </button>
                  </th>
                ) : (
                  <td key={column} className={NUMERIC.has(column) ? 'org-num' : undefined}>
                    {cell(row, column)}
                  </td>
                ),
              )}
            </tr>
          ))}
          {last < rows.length && <tr aria-hidden="true" style={{ height: (rows.length - last) * ROW_HEIGHT }} />}
        </tbody>
      </table>
    </div>
  );
});
