// The reusable admin table (docs/admin.md "Tables"): sortable column headers, paging and a CSV export
// of the filtered rows, all as links on the page's URL, so it works without JavaScript.
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../lib/use-t.ts';
import { pageCount, sortLink, withParams } from './table-url.ts';

export interface AdminColumn<Row> {
  key: string;
  label: string;
  /** The query's sort key, when the column sorts. */
  sort?: string;
  cell: (row: Row) => ReactNode;
}

export interface AdminTableProps<Row> {
  caption: string;
  columns: readonly AdminColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  page: number;
  perPage: number;
  total: number;
  sort?: { sort: string; dir: 'asc' | 'desc' };
  /** The CSV export of the same filter (a resource route), when the table has one. */
  csvPath?: string;
}

export function AdminTable<Row>(props: AdminTableProps<Row>) {
  const { t } = useT();
  const search = new URLSearchParams(useLocation().search);
  const pages = pageCount(props.total, props.perPage);
  return (
    <div>
      <div className="overflow-x-auto rounded-lg border border-line">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{props.caption}</caption>
          <thead className="bg-surface-raised">
            <tr>
              {props.columns.map((column) => (
                <HeaderCell key={column.key} column={column} search={search} current={props.sort} />
              ))}
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => (
              <tr key={props.rowKey(row)} className="border-t border-line">
                {props.columns.map((column) => (
                  <td key={column.key} className="px-3 py-2 align-top">
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {props.rows.length === 0 && <p className="px-3 py-4 text-sm text-ink-muted">{t('admin.table.empty')}</p>}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-4 text-sm">
        <span>{t('admin.table.total', { count: props.total })}</span>
        <nav aria-label={t('admin.table.page', { page: props.page, pages })} className="flex items-center gap-3">
          {props.page > 1 && (
            <Link to={withParams(search, { page: String(props.page - 1) })} className="underline">
              {t('admin.table.previous')}
            </Link>
          )}
          <span>{t('admin.table.page', { page: props.page, pages })}</span>
          {props.page < pages && (
            <Link to={withParams(search, { page: String(props.page + 1) })} className="underline">
              {t('admin.table.next')}
            </Link>
          )}
        </nav>
        {props.csvPath && (
          <a href={`${props.csvPath}${withParams(search, { page: null })}`} className="underline" download>
            {t('admin.table.exportCsv')}
          </a>
        )}
      </div>
    </div>
  );
}

function HeaderCell<Row>({
  column,
  search,
  current,
}: {
  column: AdminColumn<Row>;
  search: URLSearchParams;
  current: { sort: string; dir: 'asc' | 'desc' } | undefined;
}) {
  const { t } = useT();
  const sorted = current && column.sort === current.sort;
  const ariaSort = sorted ? (current.dir === 'asc' ? 'ascending' : 'descending') : undefined;
  return (
    <th scope="col" aria-sort={ariaSort} className="px-3 py-2 font-semibold whitespace-nowrap">
      {column.sort && current ? (
        <Link to={sortLink(search, column.sort, current)} className="underline">
          <span className="sr-only">{t('admin.table.sortBy', { column: '' })}</span>
          {column.label}
          <span aria-hidden="true">{sorted ? (current.dir === 'asc' ? ' ↑' : ' ↓') : ''}</span>
        </Link>
      ) : (
        column.label
      )}
    </th>
  );
}
