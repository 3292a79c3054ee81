// One chart with its text alternative: the figure's caption names it, the drawing is hidden from
// screen readers (it says nothing a table does not), and a toggle shows the same numbers as a
// table. Printing shows the table under the chart whatever the toggle says.
import { useId, useState, type ReactNode } from 'react';
import { Button, useTranslation } from '@noren/core/ui';

export interface ChartFigureProps {
  title: string;
  /** What the chart shows in one sentence, read before the table. */
  summary: string;
  chart: ReactNode;
  head: string[];
  rows: (string | number)[][];
}

export function ChartFigure({ title, summary, chart, head, rows }: ChartFigureProps) {
  const { t } = useTranslation('orgAdmin');
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  return (
    <figure className="org-chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="org-chart-title">
        {title}
      </figcaption>
      <p className="org-chart-summary">{summary}</p>
      <div className="org-chart-drawing" aria-hidden="true">
        {chart}
      </div>
      <Button variant="link" aria-expanded={asTable} aria-controls={`${id}-table`} onClick={() => setAsTable(!asTable)}>
        {asTable ? t('charts.hideTable') : t('charts.showTable')}
      </Button>
      <div id={`${id}-table`} className={asTable ? 'org-chart-table' : 'org-chart-table org-print-only'}>
        <table className="admin-table">
          <caption className="noren-visually-hidden">{title}</caption>
          <thead>
            <tr>
              {head.map((h, i) => (
                <th key={h} scope="col" className={i > 0 ? 'org-num' : undefined}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={String(row[0])}>
                {row.map((value, i) =>
                  i === 0 ? (
                    <th key={i} scope="row">
                      {value}
                    </th>
                  ) : (
                    <td key={i} className="org-num">
                      {value}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
