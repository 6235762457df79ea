import { useQuery } from '@apollo/client/react';
import { formatDate } from '@zaber/shared/platform/dates';
import { href } from '@zaber/shared/platform/routes';
import { blogPosting } from '@zaber/shared/platform/ssr/json-ld';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Tag } from '@zaber/shared/ui/antd/tag';
import { PageHeader } from '@zaber/shared/ui/page-header';
import { LoadError, Loading, NotFound } from '@zaber/shared/ui/query-state';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { Typography } from '@zaber/shared/ui/typography';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import { usePageMeta } from '../../../lib/use-page-meta';
import { BlogPostDetailDocument } from '../api/operations.generated';

export function BlogPostPage({ match }: PageProps) {
  const t = useT();
  const { data, loading, error } = useQuery(BlogPostDetailDocument, { variables: { slug: match.params.slug ?? '' } });
  const post = data?.blogPost;
  usePageMeta(post?.title, post?.perex, {
    type: 'article',
    image: post?.cover?.src ?? null,
    leadImage: post?.cover ? { src: post.cover.src } : null,
    jsonLd: post
      ? {
          post: blogPosting({
            title: post.title,
            path: href('blog-post', { slug: match.params.slug ?? '' }),
            description: post.perex,
            image: post.cover?.src ?? null,
            published: post.publishedAt,
          }),
        }
      : {},
  });
  if (error) return <LoadError />;
  if (loading && !data) return <Loading />;
  if (!post) return <NotFound />;

  return (
    <article>
      <PageHeader route={match.route.id} params={match.params} title={post.title} breadcrumbLabel={t('common.breadcrumb')} />
      <Flex gap={8} wrap align="center" className="z-mb-4">
        <Typography.Text type="secondary">{t('public.blog.published', { date: formatDate(post.publishedAt) })}</Typography.Text>
        {post.tags.map((x) => (
          <Link key={x.slug} to={href('blog-tag', { slug: x.slug })}>
            <Tag>{x.name}</Tag>
          </Link>
        ))}
      </Flex>
      <div className="zp-article">
        <Typography.Paragraph strong className="z-font-lg">
          {post.perex}
        </Typography.Paragraph>
        {post.cover && <img src={post.cover.src} alt={post.cover.alt} width={1900} height={1188} fetchPriority="high" className="z-radius-lg z-m-2-0-4" />}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the API stores article HTML sanitized (allow-list of tags and attributes). */}
        <div dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />
      </div>
    </article>
  );
}
