import { PALETTE } from '@zaber/shared/ui/theme';
import type { ReactNode } from 'react';

/** One column of a `DataTable`: its header (on phones the label before each value) and its cells. */
export interface Column<Item> {
  key: string;
  title: string;
  render(item: Item): ReactNode;
  /**
   * `num`: right-aligned tabular figures; `text`: a long text under its label on phones;
   * `actions`: buttons at the row's end, the header said only to screen readers.
   */
  kind?: 'num' | 'text' | 'actions';
  /** `gain`: a credited amount, in the gain colour. */
  tone?(item: Item): 'gain' | undefined;
  /** The cells' `data-testid`. */
  testId?: string;
}

export interface DataTableProps<Item> {
  /** What the table holds, said to screen readers. */
  caption: string;
  columns: readonly Column<Item>[];
  items: readonly Item[];
  rowKey(item: Item): string;
  /** Each row's `data-testid`. */
  rowTestId?: string;
}

/**
 * Phone first: below 768 px each row is a card of "label: value" lines (the label from the cell's
 * `data-label`), so nothing scrolls sideways at 375 px; from 768 px a plain table.
 */
const CSS = `
.z-table { width: 100%; border-collapse: collapse; background: ${PALETTE.surface}; font-variant-numeric: tabular-nums; }
.z-table caption, .z-table .z-table__sr { position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; }
.z-table td { display: flex; justify-content: space-between; align-items: baseline; gap: var(--z-space-3); padding: var(--z-space-1) 0; text-align: right; overflow-wrap: anywhere; }
.z-table td::before { content: attr(data-label); flex: none; max-width: 45%; text-align: left; color: ${PALETTE.textMuted}; font-size: var(--z-font-sm); }
.z-table thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0, 0, 0, 0); }
.z-table tbody { display: grid; gap: var(--z-space-2); }
.z-table tr { display: block; padding: var(--z-space-2) var(--z-space-3); border: 1px solid ${PALETTE.lineStrong}; border-radius: var(--z-radius-md); }
.z-table .z-table__text { flex-direction: column; align-items: flex-start; gap: 2px; text-align: left; }
.z-table .z-table__text::before { max-width: none; }
.z-table .z-table__gain { color: ${PALETTE.gainText}; }
.z-table .z-table__actions { flex-wrap: wrap; justify-content: flex-end; }
.z-table .z-table__actions::before { display: none; }
@media (max-width: 767px) {
  .z-table .z-table__actions:empty { display: none; }
}
@media (min-width: 768px) {
  .z-table { border: 1px solid ${PALETTE.lineStrong}; border-radius: var(--z-radius-md); }
  .z-table thead { position: static; width: auto; height: auto; overflow: visible; clip: auto; display: table-header-group; }
  .z-table tbody { display: table-row-group; }
  .z-table tr { display: table-row; padding: 0; border: 0; }
  .z-table th, .z-table td { display: table-cell; padding: 10px var(--z-space-3); text-align: left; vertical-align: top; border-bottom: 1px solid ${PALETTE.line}; }
  .z-table th { font-weight: 600; background: ${PALETTE.surfaceMuted}; white-space: nowrap; }
  .z-table td::before { display: none; }
  .z-table .z-table__num { text-align: right; white-space: nowrap; }
  .z-table .z-table__actions { display: table-cell; text-align: right; }
  .z-table .z-table__actions > * { margin-inline-start: var(--z-space-2); }
}
`;

const KIND_CLASS = { num: 'z-table__num', text: 'z-table__text', actions: 'z-table__actions' } as const;

function cellClass<Item>(column: Column<Item>, item?: Item): string | undefined {
  const names = [column.kind && KIND_CLASS[column.kind], item !== undefined && column.tone?.(item) === 'gain' && 'z-table__gain'].filter(Boolean);
  return names.length > 0 ? names.join(' ') : undefined;
}

/** A table described by its columns: one header row, one row per item, readable on a phone. */
export function DataTable<Item>({ caption, columns, items, rowKey, rowTestId }: DataTableProps<Item>) {
  return (
    <>
      <style>{CSS}</style>
      <table className="z-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.kind === 'num' ? cellClass(column) : undefined}>
                {column.kind === 'actions' ? <span className="z-table__sr">{column.title}</span> : column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={rowKey(item)} data-testid={rowTestId}>
              {columns.map((column) => (
                <td
                  key={column.key}
                  data-label={column.kind === 'actions' ? undefined : column.title}
                  className={cellClass(column, item)}
                  data-testid={column.testId}
                >
                  {column.render(item)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
