import DoubleLeftOutlined from '@ant-design/icons/DoubleLeftOutlined';
import DoubleRightOutlined from '@ant-design/icons/DoubleRightOutlined';
import EllipsisOutlined from '@ant-design/icons/EllipsisOutlined';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import type { MouseEvent, ReactNode } from 'react';
import { Flex } from '@zaber/shared/antd/flex';
import { Pagination } from '@zaber/shared/antd/pagination';
import { useCommonT } from '@zaber/shared/i18n/use-common-t';

export interface PagingProps {
  page: number;
  pageSize: number;
  totalCount: number;
  onChange(page: number): void;
  /** The address of a page: pages and arrows are then real links, followed without JavaScript too. */
  hrefFor?(page: number): string;
}

// With JavaScript the list changes in place (antd calls onChange); a new tab or window still follows the link.
const inPlace = (e: MouseEvent) => {
  if (!e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey && e.button === 0) e.preventDefault();
};

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

export function Paging({ page, pageSize, totalCount, onChange, hrefFor }: PagingProps) {
  const t = useCommonT();
  if (totalCount <= pageSize) return null;
  const last = Math.ceil(totalCount / pageSize);
  const itemRender = hrefFor
    ? (target: number, type: string, original: ReactNode) => {
        if (type === 'page') {
          return (
            <a href={hrefFor(target)} onClick={inPlace}>
              {target}
            </a>
          );
        }
        if ((type === 'prev' && page > 1) || (type === 'next' && page < last)) {
          return (
            <a href={hrefFor(target)} onClick={inPlace} rel={type} aria-label={t(type === 'prev' ? 'common.list.previousPage' : 'common.list.nextPage')}>
              {original}
            </a>
          );
        }
        return original;
      }
    : undefined;
  return (
    <Flex justify="center" style={{ marginTop: 24 }}>
      <nav aria-label={t('common.list.pagination')}>
        <Pagination current={page} pageSize={pageSize} total={totalCount} onChange={onChange} showSizeChanger={false} itemRender={itemRender} {...ICONS} />
      </nav>
    </Flex>
  );
}
