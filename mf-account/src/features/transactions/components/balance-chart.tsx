import { useQuery } from '@apollo/client/react';
import { HALERU_PER_KORUNA } from '@zaber/shared/platform/business';
import { formatDate } from '@zaber/shared/platform/dates';
import { formatMoney } from '@zaber/shared/platform/format';
import { Empty, LoadError, Loading } from '@zaber/shared/ui/query-state';
import { Surface } from '@zaber/shared/ui/surface';
import { COLORS, PALETTE } from '@zaber/shared/ui/theme';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { BalanceHistoryDocument, type BalanceHistoryQuery } from '../api/operations.generated';

type Point = BalanceHistoryQuery['balanceHistory'][number];

/** The spending series, stacked from the bottom in this order. */
const SPENDING = [
  { key: 'proposals', color: COLORS.info, label: 'account.transactions.chartProposals' },
  { key: 'boosts', color: COLORS.accent, label: 'account.transactions.chartBoosts' },
  { key: 'highlights', color: COLORS.secondary, label: 'account.transactions.chartHighlights' },
] as const;

// Drawn in CSS pixels of the measured width, so the 12 px labels stay 12 px at 375 px too.
const FALLBACK_WIDTH = 640;
const MARGIN = { left: 68, right: 8, top: 10 };
const BALANCE_HEIGHT = 150;
const SPENDING_HEIGHT = 90;
const GAP = 34;
const AXIS = 22;
const HEIGHT = MARGIN.top + BALANCE_HEIGHT + GAP + SPENDING_HEIGHT + AXIS;

const CSS = `
[data-remote="mf-account"] .za-chart { margin: 0 0 24px; }
[data-remote="mf-account"] .za-chart h2 { margin: 0 0 4px; font-size: 18px; }
[data-remote="mf-account"] .za-chart__summary { margin: 0 0 12px; color: ${PALETTE.textMuted}; }
[data-remote="mf-account"] .za-chart svg { display: block; width: 100%; height: auto; overflow: visible; }
[data-remote="mf-account"] .za-chart__legend { display: flex; flex-wrap: wrap; gap: 4px 16px; list-style: none; margin: 8px 0 0; padding: 0; font-size: 13px; }
[data-remote="mf-account"] .za-chart__legend span { display: inline-block; width: 12px; height: 12px; margin-inline-end: 6px; border-radius: 2px; vertical-align: -1px; }
[data-remote="mf-account"] .za-chart details { margin-top: 12px; }
[data-remote="mf-account"] .za-chart details > div { max-height: 320px; overflow: auto; }
[data-remote="mf-account"] .za-chart__data { width: 100%; border-collapse: collapse; font-size: 13px; font-variant-numeric: tabular-nums; }
[data-remote="mf-account"] .za-chart__data caption { position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; }
[data-remote="mf-account"] .za-chart__data th, [data-remote="mf-account"] .za-chart__data td { padding: 2px 6px; text-align: right; border-bottom: 1px solid ${PALETTE.line}; white-space: nowrap; }
[data-remote="mf-account"] .za-chart__data th:first-child, [data-remote="mf-account"] .za-chart__data td:first-child { text-align: left; }
`;

/** The smallest 1, 2 or 5 × 10ⁿ whole crowns at or above `value` (haléř), so the axis reads round. */
export function niceCeiling(value: number): number {
  const kc = Math.max(1, Math.ceil(value / HALERU_PER_KORUNA));
  const power = 10 ** Math.floor(Math.log10(kc));
  const step = [1, 2, 5, 10].find((m) => m * power >= kc) ?? 10;
  return step * power * HALERU_PER_KORUNA;
}

/** '2026-05-14' → '14. 5.' (the axis is short; the table says the full date). */
function shortDay(day: string): string {
  const [, month, date] = day.split('-');
  return `${Number(date)}. ${Number(month)}.`;
}

const spentOn = (p: Point) => p.proposals + p.boosts + p.highlights;
const sum = (points: readonly Point[], pick: (p: Point) => number) => points.reduce((total, p) => total + pick(p), 0);

/** The width the chart has on the page (ResizeObserver), or a default where nothing is laid out (tests). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      if (element.clientWidth > 0) setWidth(Math.round(element.clientWidth));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

interface ChartSvgProps {
  points: readonly Point[];
  width: number;
  title: string;
  labelledBy: string;
  describedBy: string;
}

function ChartSvg({ points, width, title, labelledBy, describedBy }: ChartSvgProps) {
  const plotWidth = Math.max(40, width - MARGIN.left - MARGIN.right);
  const slot = plotWidth / points.length;
  const x = (i: number) => MARGIN.left + (i + 0.5) * slot;
  const balanceMax = niceCeiling(Math.max(...points.map((p) => p.balance)));
  const spendingMax = niceCeiling(Math.max(...points.map(spentOn)));
  const balanceTop = MARGIN.top;
  const balanceBottom = balanceTop + BALANCE_HEIGHT;
  const spendingTop = balanceBottom + GAP;
  const spendingBottom = spendingTop + SPENDING_HEIGHT;
  const yBalance = (v: number) => balanceBottom - (v / balanceMax) * BALANCE_HEIGHT;
  const ySpending = (v: number) => (v / spendingMax) * SPENDING_HEIGHT;
  const line = points.map((p, i) => `${x(i).toFixed(1)},${yBalance(p.balance).toFixed(1)}`).join(' ');
  const area = `${x(0).toFixed(1)},${balanceBottom} ${line} ${x(points.length - 1).toFixed(1)},${balanceBottom}`;
  const barWidth = Math.max(1, slot - (slot > 4 ? 1 : 0));
  const ticks = [0, Math.floor((points.length - 1) / 2), points.length - 1].filter((v, i, all) => all.indexOf(v) === i);

  return (
    <svg
      width={width}
      height={HEIGHT}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      role="img"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-testid="balance-chart"
    >
      <title>{title}</title>
      <g>
        {[0, balanceMax / 2, balanceMax].map((v) => (
          <g key={`b${v}`}>
            <line x1={MARGIN.left} x2={MARGIN.left + plotWidth} y1={yBalance(v)} y2={yBalance(v)} stroke={PALETTE.lineStrong} />
            <text x={MARGIN.left - 6} y={yBalance(v) + 4} textAnchor="end" className="za-chart-label">
              {formatMoney(v)}
            </text>
          </g>
        ))}
        <polygon points={area} fill={COLORS.primary} fillOpacity={0.12} />
        <polyline points={line} fill="none" stroke={COLORS.primary} strokeWidth={2} strokeLinejoin="round" />
        {[0, spendingMax].map((v) => (
          <g key={`s${v}`}>
            <line
              x1={MARGIN.left}
              x2={MARGIN.left + plotWidth}
              y1={spendingBottom - ySpending(v)}
              y2={spendingBottom - ySpending(v)}
              stroke={PALETTE.lineStrong}
            />
            <text x={MARGIN.left - 6} y={spendingBottom - ySpending(v) + 4} textAnchor="end" className="za-chart-label">
              {formatMoney(v)}
            </text>
          </g>
        ))}
        {points.map((p, i) => {
          let top = spendingBottom;
          return SPENDING.map(({ key, color }) => {
            const height = ySpending(p[key]);
            if (height <= 0) return null;
            top -= height;
            return <rect key={`${p.date}-${key}`} x={x(i) - barWidth / 2} y={top} width={barWidth} height={height} fill={color} />;
          });
        })}
        {ticks.map((i) => {
          const day = points[i]?.date ?? '';
          const anchor = i === 0 ? 'start' : i === points.length - 1 ? 'end' : 'middle';
          const at = i === 0 ? MARGIN.left : i === points.length - 1 ? MARGIN.left + plotWidth : x(i);
          return (
            <text key={`t${day}`} x={at} y={spendingBottom + 16} textAnchor={anchor} className="za-chart-label">
              {shortDay(day)}
            </text>
          );
        })}
      </g>
    </svg>
  );
}

/**
 * The balance at the end of each day and the spending per day on proposals, boosts and highlights
 * (`balanceHistory`), drawn as plain SVG. Named by its title and described by a summary sentence;
 * the same numbers are in a table below it for anyone who cannot see the picture.
 */
export function BalanceChart({ days }: { days: number }) {
  const t = useT();
  const titleId = useId();
  const summaryId = useId();
  const { ref, width } = useWidth();
  const { data, error } = useQuery(BalanceHistoryDocument, { variables: { days }, fetchPolicy: 'cache-and-network' });
  const points = data?.balanceHistory ?? [];
  const title = t('account.transactions.chartTitle', { days });

  let content = <Loading />;
  if (error && !data) content = <LoadError />;
  else if (data && points.every((p) => p.balance === 0 && p.topUps === 0 && spentOn(p) === 0))
    content = <Empty>{t('account.transactions.chartEmpty', { days })}</Empty>;
  else if (data) {
    const first = points[0]?.balance ?? 0;
    const last = points[points.length - 1]?.balance ?? 0;
    const summary = t('account.transactions.chartSummary', {
      first: formatMoney(first),
      last: formatMoney(last),
      max: formatMoney(Math.max(...points.map((p) => p.balance))),
      topUps: formatMoney(sum(points, (p) => p.topUps)),
      proposals: formatMoney(sum(points, (p) => p.proposals)),
      boosts: formatMoney(sum(points, (p) => p.boosts)),
      highlights: formatMoney(sum(points, (p) => p.highlights)),
    });
    content = (
      <>
        <p id={summaryId} className="za-chart__summary" data-testid="chart-summary">
          {summary}
        </p>
        <ChartSvg points={points} width={width} title={title} labelledBy={titleId} describedBy={summaryId} />
        <ul className="za-chart__legend">
          <li>
            <span className="z-bg-primary" aria-hidden="true" />
            {t('account.transactions.chartBalance')}
          </li>
          {SPENDING.map(({ key, color, label }) => (
            <li key={key}>
              <span style={{ background: color }} aria-hidden="true" />
              {t(label)}
            </li>
          ))}
        </ul>
        <details>
          <summary>{t('account.transactions.chartTable')}</summary>
          <div>
            <table className="za-chart__data">
              <caption>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('account.transactions.chartDay')}</th>
                  <th scope="col">{t('account.transactions.chartBalance')}</th>
                  <th scope="col">{t('account.transactions.chartTopUps')}</th>
                  {SPENDING.map(({ key, label }) => (
                    <th scope="col" key={key}>
                      {t(label)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {points.map((p) => (
                  <tr key={p.date}>
                    <th scope="row">{formatDate(p.date)}</th>
                    <td>{formatMoney(p.balance)}</td>
                    <td>{formatMoney(p.topUps)}</td>
                    {SPENDING.map(({ key }) => (
                      <td key={key}>{formatMoney(p[key])}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </>
    );
  }

  return (
    <Surface className="za-chart" data-testid="balance-chart-panel">
      <style>{CSS}</style>
      <section aria-labelledby={titleId}>
        <h2 id={titleId}>{title}</h2>
        <div ref={ref}>{content}</div>
      </section>
    </Surface>
  );
}
