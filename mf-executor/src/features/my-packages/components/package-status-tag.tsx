import { Tag } from '@zaber/shared/ui/antd/tag';
import { useT } from '../../../i18n/use-t';
import type { PackageStatus } from '../api/operations.generated';

/** Aktivní (in the catalogue, takes orders) or Skrytý. */
export function PackageStatusTag({ status }: { status: PackageStatus }) {
  const t = useT();
  return (
    <Tag color={status === 'ACTIVE' ? 'green' : 'default'} data-status={status}>
      {t(`executor.packages.status.${status}`)}
    </Tag>
  );
}
