import { Flex } from '@zaber/shared/antd/flex';
import { Pagination } from '@zaber/shared/antd/pagination';
import { useCommonT } from '@zaber/shared/i18n/use-common-t';

export interface PagingProps {
  page: number;
  pageSize: number;
  totalCount: number;
  onChange(page: number): void;
}

export function Paging({ page, pageSize, totalCount, onChange }: PagingProps) {
  const t = useCommonT();
  if (totalCount <= pageSize) return null;
  return (
    <Flex justify="center" style={{ marginTop: 24 }}>
      <nav aria-label={t('common.list.pagination')}>
        <Pagination current={page} pageSize={pageSize} total={totalCount} onChange={onChange} showSizeChanger={false} />
      </nav>
    </Flex>
  );
}
