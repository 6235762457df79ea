import { useQuery } from '@apollo/client/react';
import { formatDate } from '@zaber/shared/platform/dates';
import { href } from '@zaber/shared/platform/routes';
import { pageParam, useUrlState } from '@zaber/shared/platform/url-state';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Tag } from '@zaber/shared/ui/antd/tag';
import { CardGrid } from '@zaber/shared/ui/card-grid';
import { usePageHref } from '@zaber/shared/ui/list-page';
import { PageHeader } from '@zaber/shared/ui/page-header';
import { Paging } from '@zaber/shared/ui/paging';
import { LoadError, Loading, NotFound } from '@zaber/shared/ui/query-state';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { Surface } from '@zaber/shared/ui/surface';
import { Typography } from '@zaber/shared/ui/typography';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import { usePageMeta } from '../../../lib/use-page-meta';
import { BlogPostListDocument } from '../api/operations.generated';

const PAGE_SIZE = 9;
const URL_SCHEMA = { page: pageParam('strana') };

/** /blog/ and /blog/tag/{slug}/. */
export function BlogListPage({ match }: PageProps) {
  const t = useT();
  const url = useUrlState(URL_SCHEMA);
  const pageHref = usePageHref();
  const tagSlug = match.params.slug ?? null;
  const { page } = url.values;
  const { data, loading, error } = useQuery(BlogPostListDocument, { variables: { tagSlug, page, pageSize: PAGE_SIZE } });
  const tag = data?.blogTags.find((x) => x.slug === tagSlug);
  const title = tag ? `${match.route.title}: ${tag.name}` : match.route.id === 'blog-tag' ? t('public.blog.tags') : match.route.title;
  usePageMeta(title, t('public.blog.metaDescription'));
  if (error) return <LoadError />;
  if (loading && !data) return <Loading />;
  if (!data || (tagSlug && !tag)) return <NotFound />;

  return (
    <>
      <PageHeader route={match.route.id} params={match.params} title={title} breadcrumbLabel={t('common.breadcrumb')} />
      <Flex gap={8} wrap className="z-mb-4" aria-label={t('public.blog.tags')} role="navigation">
        <Link to={href('blog')}>
          <Tag color={!tagSlug ? 'blue' : undefined} className="z-font-base z-p-1-10px">
            {t('public.blog.allTags')}
          </Tag>
        </Link>
        {data.blogTags.map((x) => (
          <Link key={x.id} to={href('blog-tag', { slug: x.slug })}>
            <Tag color={x.slug === tagSlug ? 'blue' : undefined} className="z-font-base z-p-1-10px">
              {x.name}
            </Tag>
          </Link>
        ))}
      </Flex>
      {data.blogPosts.items.length === 0 && <Typography.Paragraph>{t('public.blog.empty')}</Typography.Paragraph>}
      <CardGrid min={280}>
        {data.blogPosts.items.map((post) => (
          <Surface
            key={post.id}
            hoverable
            className="zp-card"
            cover={
              post.cover ? <img src={post.cover.thumbnail} alt={post.cover.alt} loading="lazy" width={480} height={320} className="zp-cover" /> : undefined
            }
          >
            <Typography.Text type="secondary" className="z-font-sm">
              {formatDate(post.publishedAt)}
            </Typography.Text>
            <Typography.Title level={2} className="z-font-lg z-m-1-0-2">
              <Link to={post.url} className="zp-stretched">
                {post.title}
              </Link>
            </Typography.Title>
            <Typography.Paragraph type="secondary" ellipsis={{ rows: 3 }} className="z-m-0">
              {post.perex}
            </Typography.Paragraph>
          </Surface>
        ))}
      </CardGrid>
      <Paging
        page={data.blogPosts.pageInfo.page}
        pageSize={data.blogPosts.pageInfo.pageSize}
        totalCount={data.blogPosts.pageInfo.totalCount}
        onChange={(p) => url.set({ page: p })}
        hrefFor={pageHref}
      />
    </>
  );
}
