// The staff console's list tables: a scrolling wrapper, a caption for screen readers, one header
// row of column names, and the screen's own rows (each starting with a row header).
import type { ReactNode } from 'react';

export function ConsoleTable({ caption, columns, children }: { caption: string; columns: ReadonlyArray<string | false>; children: ReactNode }) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="noren-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.filter((c): c is string => c !== false).map((c) => (
              <th key={c} scope="col">{c}</th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
