import { useCommonT } from '@zaber/shared/platform/i18n/use-common-t';

/** Grey shimmering lines in antd's skeleton look, as plain elements (antd's Skeleton costs every first page ≈ 5 KB). */
export function SkeletonLines({ rows, title = true }: { rows: number; title?: boolean }) {
  return (
    <div aria-hidden="true">
      {title && <div className="zp-skeleton z-w-60pct z-h-20 z-mb-5" />}
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder lines, a fixed list that never reorders
        <div key={i} className="zp-skeleton" style={{ width: i === rows - 1 ? '61%' : '100%' }} />
      ))}
    </div>
  );
}

/**
 * What a page shows while its chunk loads: breadcrumb, title and text lines in about the height
 * of a page, so the footer (kept below the fold by the shell's main area) does not jump.
 */
export function PageSkeleton() {
  const t = useCommonT();
  return (
    <div role="status" aria-busy="true" aria-label={t('common.list.loading')} data-page-skeleton="" className="z-min-h-calc-100vh-160px">
      <div className="zp-skeleton z-w-180 z-h-24 z-mb-20px" aria-hidden="true" />
      <SkeletonLines rows={8} />
    </div>
  );
}
