import DoubleLeftOutlined from '@ant-design/icons/DoubleLeftOutlined';
import DoubleRightOutlined from '@ant-design/icons/DoubleRightOutlined';
import EllipsisOutlined from '@ant-design/icons/EllipsisOutlined';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import type { ReactNode } from 'react';
import { Flex } from '@zaber/shared/antd/flex';
import { Pagination } from '@zaber/shared/antd/pagination';
import { useCommonT } from '@zaber/shared/i18n/use-common-t';

export interface PagingProps {
  page: number;
  pageSize: number;
  totalCount: number;
  onChange(page: number): void;
}

// antd's own arrows carry English labels ("left", "right", "ellipsis") that would name the
// buttons; hidden, the buttons are named by their Czech titles from the cs_CZ locale.
// The arrow is not a button of its own: the list item around it is the control, named by its title.
const arrow = (icon: ReactNode) => <span className="ant-pagination-item-link">{icon}</span>;
const jump = (icon: ReactNode) => (
  <div className="ant-pagination-item-link">
    <div className="ant-pagination-item-container">
      {icon}
      <span className="ant-pagination-item-ellipsis">
        <EllipsisOutlined aria-hidden="true" />
      </span>
    </div>
  </div>
);
const ICONS = {
  prevIcon: arrow(<LeftOutlined aria-hidden="true" />),
  nextIcon: arrow(<RightOutlined aria-hidden="true" />),
  jumpPrevIcon: jump(<DoubleLeftOutlined className="ant-pagination-item-link-icon" aria-hidden="true" />),
  jumpNextIcon: jump(<DoubleRightOutlined className="ant-pagination-item-link-icon" aria-hidden="true" />),
};

export function Paging({ page, pageSize, totalCount, onChange }: PagingProps) {
  const t = useCommonT();
  if (totalCount <= pageSize) return null;
  return (
    <Flex justify="center" style={{ marginTop: 24 }}>
      <nav aria-label={t('common.list.pagination')}>
        <Pagination current={page} pageSize={pageSize} total={totalCount} onChange={onChange} showSizeChanger={false} {...ICONS} />
      </nav>
    </Flex>
  );
}
