import { Flex, Pagination } from '@zaber/shared/antd';
import { useTranslation } from 'react-i18next';

export interface PagingProps {
  page: number;
  pageSize: number;
  totalCount: number;
  onChange(page: number): void;
}

export function Paging({ page, pageSize, totalCount, onChange }: PagingProps) {
  const { t } = useTranslation();
  if (totalCount <= pageSize) return null;
  return (
    <Flex justify="center" style={{ marginTop: 24 }}>
      <nav aria-label={t('public.common.pagination')}>
        <Pagination current={page} pageSize={pageSize} total={totalCount} onChange={onChange} showSizeChanger={false} />
      </nav>
    </Flex>
  );
}
