// The stay-count charts (recharts, only in this screen's chunk): stays per month against the even
// pace of the contract, spend per hotel (one chart per currency, never summed across), and stays
// per booker. Right-to-left languages mirror the axes; every chart has its table (ChartFigure), so
// the drawing is hidden from assistive technology and recharts' keyboard layer is off (nothing
// focusable may sit inside an aria-hidden drawing).
import { Bar, BarChart, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { observer, useTranslation } from '@noren/core/ui';
import { useConsoleFormat } from '../../console/format.ts';
import { useOrg } from '../hooks.ts';
import { ChartFigure } from './ChartFigure.tsx';

const HEIGHT = 260;
const COLOURS = { stays: 'var(--noren-button-colour, #1f5fa8)', cumulative: '#6b4fa0', pace: '#b35c00' };

export const StaysCharts = observer(function StaysCharts({ rtl }: { rtl: boolean }) {
  const { stays } = useOrg();
  const { t } = useTranslation('orgAdmin');
  const format = useConsoleFormat();
  const months = stays.months;
  const breakdown = stays.breakdown;
  const axis = { reversed: rtl } as const;
  const yAxis = { orientation: rtl ? ('right' as const) : ('left' as const), allowDecimals: false };
  const monthRows = months.map((m) => [m.month, format.number(m.stays), format.number(m.cumulative), m.pace === null ? '—' : format.number(m.pace)]);

  return (
    <div className="org-charts" aria-busy={stays.breakdownLoading}>
      <ChartFigure
        title={t('charts.perMonth')}
        summary={t('charts.perMonthSummary', { used: format.number(stays.year?.used ?? 0), months: months.length })}
        head={[t('charts.month'), t('charts.stays'), t('charts.cumulative'), t('charts.pace')]}
        rows={monthRows}
        chart={
          <ResponsiveContainer width="100%" height={HEIGHT}>
            <ComposedChart accessibilityLayer={false} data={months} margin={{ top: 8, right: 16, bottom: 8, left: 16 }}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="month" {...axis} />
              <YAxis {...yAxis} />
              <Tooltip />
              <Legend />
              <Bar dataKey="stays" name={t('charts.stays')} fill={COLOURS.stays} isAnimationActive={false} />
              <Line dataKey="cumulative" name={t('charts.cumulative')} stroke={COLOURS.cumulative} strokeWidth={2} isAnimationActive={false} />
              {months.some((m) => m.pace !== null) && (
                <Line dataKey="pace" name={t('charts.pace')} stroke={COLOURS.pace} strokeDasharray="6 4" strokeWidth={2} dot={false} isAnimationActive={false} />
              )}
            </ComposedChart>
          </ResponsiveContainer>
        }
      />
      {breakdown?.spend.map((group) => (
        <ChartFigure
          key={group.currency}
          title={t('charts.spend', { currency: group.currency })}
          summary={t('charts.spendSummary', { total: format.money(group.total, group.currency), count: group.hotels.length })}
          head={[t('columns.hotel'), t('charts.amount', { currency: group.currency })]}
          rows={group.hotels.map((h) => [h.name, format.money(h.amount, group.currency)])}
          chart={
            <ResponsiveContainer width="100%" height={Math.max(120, 48 * group.hotels.length + 40)}>
              <BarChart accessibilityLayer={false} data={group.hotels} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 16 }}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis type="number" {...axis} tickFormatter={(v: number) => format.money(v, group.currency)} />
                <YAxis type="category" dataKey="name" width={140} orientation={yAxis.orientation} />
                <Tooltip formatter={(v) => format.money(Number(v), group.currency)} />
                <Bar dataKey="amount" name={t('charts.amount', { currency: group.currency })} fill={COLOURS.stays} isAnimationActive={false} />
              </BarChart>
            </ResponsiveContainer>
          }
        />
      ))}
      {breakdown && breakdown.bookers.length > 0 && (
        <ChartFigure
          title={t('charts.perBooker')}
          summary={t('charts.perBookerSummary', { count: breakdown.bookers.length })}
          head={[t('columns.booker'), t('charts.stays')]}
          rows={breakdown.bookers.map((b) => [b.booker || t('table.noBooker'), format.number(b.stays)])}
          chart={
            <ResponsiveContainer width="100%" height={Math.max(120, 40 * breakdown.bookers.length + 40)}>
              <BarChart accessibilityLayer={false} data={breakdown.bookers.map((b) => ({ ...b, booker: b.booker || t('table.noBooker') }))} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 16 }}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis type="number" allowDecimals={false} {...axis} />
                <YAxis type="category" dataKey="booker" width={140} orientation={yAxis.orientation} />
                <Tooltip />
                <Bar dataKey="stays" name={t('charts.stays')} fill={COLOURS.cumulative} isAnimationActive={false} />
              </BarChart>
            </ResponsiveContainer>
          }
        />
      )}
    </div>
  );
});
