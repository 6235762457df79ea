import { AlertIcon } from '@zaber/shared/ui/alert-icon';
import { Stars } from '@zaber/shared/ui/rating';
import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Alert } from '@zaber/shared/antd/alert';
import { Avatar } from '@zaber/shared/antd/avatar';
import { Button } from '@zaber/shared/antd/button';
import { Surface } from '@zaber/shared/ui/surface';
import { Col } from '@zaber/shared/antd/col';
import { Empty } from '@zaber/shared/antd/empty';
import { Flex } from '@zaber/shared/antd/flex';
import { List } from '@zaber/shared/antd/list';
import { Row } from '@zaber/shared/antd/row';
import { Tabs } from '@zaber/shared/antd/tabs';
import { Tag } from '@zaber/shared/antd/tag';
import { Typography } from '@zaber/shared/ui/typography';
import { href } from '@zaber/shared/routes';
import { selectRole } from '@zaber/shared/store/shell-state';
import { PageHeader } from '@zaber/shared/ui/page-header';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { useShell } from '@zaber/shared/ui/shell-services';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { formatDate, formatShortDate } from '@zaber/shared/lib/format';
import { CardGrid } from '@zaber/shared/ui/card-grid';
import { PackageCard } from '@zaber/shared/ui/cards/package-card';
import { Rating } from '@zaber/shared/ui/rating';
import { ResponseTime } from '@zaber/shared/ui/response-time';
import { LoadError, Loading, NotFound } from '@zaber/shared/ui/query-state';
import { useT } from '../../../i18n/use-t';
import { usePageMeta } from '../../../lib/use-page-meta';
import { ProfileDetailDocument, type ProfileDetailQuery } from '../api/operations.generated';

type Profile = NonNullable<ProfileDetailQuery['publicProfile']>;
const TABS = ['portfolio', 'balicky', 'hodnoceni', 'terminy'] as const;
type Tab = (typeof TABS)[number];

function Portfolio({ profile }: { profile: Profile }) {
  const t = useT();
  const { openModal } = useShell();
  if (profile.works.length === 0) return <Empty description={t('public.profile.noWorks')} />;
  const items = profile.works.filter((w) => w.image);
  const images = items.map((w) => ({ src: w.image!.src, alt: w.image!.alt, ...(w.videoEmbedUrl ? { videoUrl: w.videoEmbedUrl } : {}) }));
  return (
    <>
      {profile.categories.map((c) => {
        const works = items.filter((w) => w.category.slug === c.category.slug);
        if (works.length === 0) return null;
        return (
          <section key={c.category.slug} style={{ marginBottom: 24 }}>
            <Typography.Title level={2} style={{ fontSize: 20 }}>
              {c.category.name} <Typography.Text type="secondary">· {t('public.profile.worksCount', { count: c.worksCount })}</Typography.Text>
            </Typography.Title>
            {c.summary && <Typography.Paragraph type="secondary">{c.summary}</Typography.Paragraph>}
            <div className="zp-thumbs">
              {works.map((work) => {
                const index = items.indexOf(work);
                return (
                  <button
                    type="button"
                    key={work.id}
                    className="zp-thumb"
                    onClick={() => openModal({ type: 'gallery', images, index })}
                    aria-label={work.title}
                  >
                    <img src={work.image!.thumbnail} alt={work.image!.alt} loading="lazy" width={480} height={320} />
                    {work.type === 'VIDEO' && (
                      <Tag className="zp-play" color="red">
                        ▶ {t('public.profile.video')}
                      </Tag>
                    )}
                  </button>
                );
              })}
            </div>
          </section>
        );
      })}
    </>
  );
}

function Packages({ profile }: { profile: Profile }) {
  const t = useT();
  if (profile.packages.length === 0) return <Empty description={t('public.profile.noPackages')} />;
  return (
    <CardGrid>
      {profile.packages.map((pkg) => (
        <PackageCard key={pkg.id} pkg={pkg} />
      ))}
    </CardGrid>
  );
}

function Reviews({ profile }: { profile: Profile }) {
  const t = useT();
  if (profile.reviews.length === 0) return <Empty description={t('public.profile.noReviews')} />;
  return (
    <List
      dataSource={profile.reviews}
      renderItem={(review) => (
        <List.Item key={review.id} data-testid="review">
          <div>
            <Flex gap={8} align="center" wrap>
              <Stars value={review.rating} label={t('public.profile.ratingLabel', { rating: review.rating })} />
              <Typography.Text strong>{review.authorName}</Typography.Text>
              <Typography.Text type="secondary">{formatDate(review.created)}</Typography.Text>
            </Flex>
            <Typography.Paragraph style={{ margin: '6px 0 0' }}>{review.text}</Typography.Paragraph>
          </div>
        </List.Item>
      )}
    />
  );
}

function Dates({ profile }: { profile: Profile }) {
  const t = useT();
  if (profile.dates.length === 0) return <Empty description={t('public.profile.noDates')} />;
  return (
    <>
      <Typography.Paragraph type="secondary">{t('public.profile.datesLead')}</Typography.Paragraph>
      {profile.categories.map((c) => {
        const dates = profile.dates.filter((d) => d.category.slug === c.category.slug);
        if (dates.length === 0) return null;
        return (
          <section key={c.category.slug} style={{ marginBottom: 20 }}>
            <Typography.Title level={2} style={{ fontSize: 18 }}>
              {c.category.name}
            </Typography.Title>
            <Flex gap={8} wrap>
              {dates.map((d) => (
                <Tag key={d.date} color={d.status === 'FREE' ? 'green' : 'red'} style={{ fontSize: 14, padding: '4px 8px' }} data-status={d.status}>
                  {formatShortDate(d.date)} · {d.status === 'FREE' ? t('public.profile.free') : t('public.profile.occupied')}
                </Tag>
              ))}
            </Flex>
          </section>
        );
      })}
    </>
  );
}

export function ProfilePage({ match }: PageProps) {
  const t = useT();
  const { openModal } = useShell();
  const navigate = useNavigate();
  const role = useSelector(selectRole);
  const username = match.params.username ?? '';
  const { data, loading, error } = useQuery(ProfileDetailDocument, { variables: { username } });
  const profile = data?.publicProfile;
  const tab: Tab = (TABS as readonly string[]).includes(match.params.tab ?? '') ? (match.params.tab as Tab) : 'portfolio';
  usePageMeta(
    profile ? profile.title : null,
    profile ? t('public.profile.metaDescription', { name: profile.title, categories: profile.categories.map((c) => c.category.name).join(', ') }) : null,
  );

  if (error) return <LoadError />;
  if (loading && !data) return <Loading />;
  if (!profile) return <NotFound />;

  const tabHref = (key: Tab) => href('profile', { username, ...(key === 'portfolio' ? {} : { tab: key }) });
  const labels: Record<Tab, string> = {
    portfolio: t('public.profile.tabPortfolio'),
    balicky: `${t('public.profile.tabPackages')} (${profile.packages.length})`,
    hodnoceni: `${t('public.profile.tabReviews')} (${profile.reviewsCount})`,
    terminy: t('public.profile.tabDates'),
  };
  const content: Record<Tab, ReactNode> = {
    portfolio: <Portfolio profile={profile} />,
    balicky: <Packages profile={profile} />,
    hodnoceni: <Reviews profile={profile} />,
    terminy: <Dates profile={profile} />,
  };
  const canRequest = role !== 'executor' && !profile.isOwner;

  return (
    <>
      <PageHeader route={match.route.id} params={{ username }} title={profile.title} breadcrumbLabel={t('common.breadcrumb')} />
      {!profile.isPublic && (
        <Alert type="error" showIcon icon={<AlertIcon type="error" />} message={t('public.profile.notPublic')} style={{ marginBottom: 16 }} />
      )}
      <Surface style={{ marginBottom: 16 }}>
        <Row gutter={[16, 16]} align="middle">
          <Col flex="none">
            <Avatar src={profile.avatar ?? undefined} size={96} alt="">
              {profile.title.slice(0, 1)}
            </Avatar>
          </Col>
          <Col flex="1 1 260px">
            <Typography.Text type="secondary">
              {[profile.location, profile.categories.map((c) => c.category.name).join(', ')].filter(Boolean).join(' · ')}
            </Typography.Text>
            <Flex gap={12} align="center" wrap style={{ margin: '6px 0' }}>
              <Rating rating={profile.rating} count={profile.reviewsCount} />
              <ResponseTime hours={profile.responseTime} />
            </Flex>
            {profile.summary && <Typography.Paragraph style={{ margin: 0 }}>{profile.summary}</Typography.Paragraph>}
          </Col>
          {canRequest && (
            <Col flex="none">
              <Button type="primary" size="large" onClick={() => openModal({ type: 'private-request', executorUsername: profile.username })}>
                {t('public.profile.sendRequest')}
              </Button>
            </Col>
          )}
        </Row>
      </Surface>
      <Tabs
        className="zp-profile-tabs"
        tabBarGutter={16}
        activeKey={tab}
        onChange={(key) => navigate(tabHref(key as Tab))}
        items={TABS.map((key) => ({ key, label: labels[key], children: key === tab ? content[key] : null }))}
      />
    </>
  );
}
