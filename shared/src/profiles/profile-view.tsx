import { useQuery } from '@apollo/client/react';
import { FavouriteButton } from '@zaber/shared/favourites/favourite-button';
import { PackageCard } from '@zaber/shared/packages/package-card';
import { formatDate, formatShortDate } from '@zaber/shared/platform/dates';
import { formatMoney } from '@zaber/shared/platform/format';
import { useCommonT } from '@zaber/shared/platform/i18n/use-common-t';
import { href } from '@zaber/shared/platform/routes';
import { selectRole } from '@zaber/shared/platform/store/shell-state';
import { ProfileDetailDocument, type ProfileDetailQuery } from '@zaber/shared/platform/ui-fragments.generated';
import { ProfileStyles } from '@zaber/shared/profiles/profile-styles';
import { Rating, Stars } from '@zaber/shared/profiles/rating';
import { ResponseTime } from '@zaber/shared/profiles/response-time';
import { FinishedJobs, memberSinceYear, VerifiedBadge } from '@zaber/shared/profiles/verified-badge';
import { EAGER_THUMBS, WorkImage } from '@zaber/shared/profiles/work-image';
import { AlertIcon } from '@zaber/shared/ui/alert-icon';
import { Avatar } from '@zaber/shared/ui/antd/avatar';
import { Button } from '@zaber/shared/ui/antd/button';
import { Empty } from '@zaber/shared/ui/antd/empty';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Tabs } from '@zaber/shared/ui/antd/tabs';
import { Tag } from '@zaber/shared/ui/antd/tag';
import { CardGrid } from '@zaber/shared/ui/card-grid';
import { HydrateWhen } from '@zaber/shared/ui/hydrate-when';
import { LazyAlert } from '@zaber/shared/ui/lazy-alert';
import { PageHeader } from '@zaber/shared/ui/page-header';
import { LoadError, Loading, NotFound } from '@zaber/shared/ui/query-state';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { useShell } from '@zaber/shared/ui/shell-services';
import { Surface } from '@zaber/shared/ui/surface';
import { Typography } from '@zaber/shared/ui/typography';
import type { ComponentType, ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';

/*
 * The profile page /users/{username}/ with its tabs, as everyone sees it. mf-public renders it for
 * guests and clients, mf-executor for professionals; mf-executor adds the owner's editing tools
 * through `ownerTools`, drawn only when the viewer owns the profile.
 */

export type ProfileDetail = NonNullable<ProfileDetailQuery['publicProfile']>;

/** What an owner's tool gets: the profile as shown, and a way to load it again after a change. */
export interface OwnerToolProps {
  profile: ProfileDetail;
  refetch(): Promise<unknown>;
}

/** Places of the view where the owner's tools go. */
export interface ProfileOwnerTools {
  /** In place of the avatar (e.g. a button that changes it). */
  avatar?: ComponentType<OwnerToolProps>;
  /** At the end of the header (e.g. "edit profile"). */
  header?: ComponentType<OwnerToolProps>;
  /** Between the header and the tabs (e.g. the approval panel). */
  aboveTabs?: ComponentType<OwnerToolProps>;
  /** In place of the portfolio tab's content. */
  portfolio?: ComponentType<OwnerToolProps>;
}

export interface ProfileViewProps extends PageProps {
  /** The app's `<title>` / meta description hook, called on every render with the profile once loaded. */
  usePageMeta?(profile: ProfileDetail | null): void;
  ownerTools?: ProfileOwnerTools;
}

const TABS = ['portfolio', 'balicky', 'hodnoceni', 'terminy'] as const;
type Tab = (typeof TABS)[number];
const noMeta = () => undefined;

function Portfolio({ profile }: { profile: ProfileDetail }) {
  const t = useCommonT();
  const { openModal } = useShell();
  // The works with an image (a video's poster included), the image known to be there.
  const items = profile.works.flatMap((w) => (w.image ? [{ ...w, image: w.image }] : []));
  if (items.length === 0) return <Empty description={t('common.profile.noWorks')} />;
  const images = items.map((w) => ({ src: w.image.src, alt: w.image.alt, ...(w.videoEmbedUrl ? { videoUrl: w.videoEmbedUrl } : {}) }));
  return (
    <>
      {profile.categories.map((c) => {
        const works = items.filter((w) => w.category.slug === c.category.slug);
        if (works.length === 0) return null;
        return (
          <section key={c.category.slug} className="z-mb-5">
            <Typography.Title level={2} className="z-font-xl">
              {c.category.name} <Typography.Text type="secondary">· {t('common.profile.worksCount', { count: c.worksCount })}</Typography.Text>
            </Typography.Title>
            {c.summary && <Typography.Paragraph type="secondary">{c.summary}</Typography.Paragraph>}
            <div className="zp-works">
              {works.map((work) => {
                const index = items.indexOf(work);
                return (
                  <button type="button" key={work.id} className="zp-work" onClick={() => openModal({ type: 'gallery', images, index })} aria-label={work.title}>
                    <WorkImage image={work.image} eager={index < EAGER_THUMBS} />
                    {work.type === 'VIDEO' && (
                      <Tag className="zp-play" color="red">
                        ▶ {t('common.profile.video')}
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

function Packages({ profile }: { profile: ProfileDetail }) {
  const t = useCommonT();
  if (profile.packages.length === 0) return <Empty description={t('common.profile.noPackages')} />;
  return (
    <CardGrid>
      {profile.packages.map((pkg) => (
        <PackageCard key={pkg.id} pkg={pkg} />
      ))}
    </CardGrid>
  );
}

/** How many reviews gave 5, 4, … 1 stars, as bars (the profile holds every review). */
function RatingBreakdown({ reviews }: { reviews: ProfileDetail['reviews'] }) {
  const t = useCommonT();
  const most = Math.max(1, ...[5, 4, 3, 2, 1].map((stars) => reviews.filter((r) => r.rating === stars).length));
  return (
    <ul className="zp-breakdown" aria-label={t('common.profile.breakdown')} data-testid="rating-breakdown">
      {[5, 4, 3, 2, 1].map((stars) => {
        const count = reviews.filter((r) => r.rating === stars).length;
        return (
          <li key={stars}>
            <span className="zp-breakdown__sr">{t('common.profile.breakdownRow', { stars, count })}</span>
            <span aria-hidden="true">{stars} ★</span>
            <span className="zp-breakdown__bar" aria-hidden="true">
              <span style={{ width: `${Math.round((100 * count) / most)}%` }} />
            </span>
            <span className="zp-breakdown__count" aria-hidden="true">
              {count}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function Reviews({ profile }: { profile: ProfileDetail }) {
  const t = useCommonT();
  if (profile.reviews.length === 0) return <Empty description={t('common.profile.noReviews')} />;
  return (
    <>
      <RatingBreakdown reviews={profile.reviews} />
      <ul className="zp-reviews">
        {profile.reviews.map((review) => (
          <li key={review.id} data-testid="review">
            <Flex gap={8} align="center" wrap>
              <Stars value={review.rating} label={t('common.profile.ratingLabel', { rating: review.rating })} />
              <Typography.Text strong>{review.authorName}</Typography.Text>
              <Typography.Text type="secondary">{formatDate(review.created)}</Typography.Text>
            </Flex>
            <Typography.Paragraph className="z-m-6px-0-0">{review.text}</Typography.Paragraph>
          </li>
        ))}
      </ul>
    </>
  );
}

function Dates({ profile }: { profile: ProfileDetail }) {
  const t = useCommonT();
  if (profile.dates.length === 0) return <Empty description={t('common.profile.noDates')} />;
  return (
    <>
      <Typography.Paragraph type="secondary">{t('common.profile.datesLead')}</Typography.Paragraph>
      {profile.categories.map((c) => {
        const dates = profile.dates.filter((d) => d.category.slug === c.category.slug);
        if (dates.length === 0) return null;
        return (
          <section key={c.category.slug} className="z-mb-20px">
            <Typography.Title level={2} className="z-font-lg">
              {c.category.name}
            </Typography.Title>
            <Flex gap={8} wrap>
              {dates.map((d) => (
                <Tag key={d.date} color={d.status === 'FREE' ? 'green' : 'red'} className="z-font-base z-p-1-2" data-status={d.status}>
                  {formatShortDate(d.date)} · {d.status === 'FREE' ? t('common.profile.free') : t('common.profile.occupied')}
                </Tag>
              ))}
            </Flex>
          </section>
        );
      })}
    </>
  );
}

/** /users/{username}/ and its tabs: reads the route's params, loads the profile and renders it. */
export function ProfileView({ match, usePageMeta = noMeta, ownerTools = {} }: ProfileViewProps) {
  const t = useCommonT();
  const { openModal } = useShell();
  const navigate = useNavigate();
  const role = useSelector(selectRole);
  const username = match.params.username ?? '';
  const { data, loading, error, refetch } = useQuery(ProfileDetailDocument, { variables: { username } });
  const profile = data?.publicProfile ?? null;
  const tab: Tab = (TABS as readonly string[]).includes(match.params.tab ?? '') ? (match.params.tab as Tab) : 'portfolio';
  usePageMeta(profile);

  // A failed refetch after an owner's change keeps the profile on screen.
  if (error && !profile) return <LoadError />;
  if (loading && !data) return <Loading />;
  if (!profile) return <NotFound />;

  const tools = profile.isOwner ? ownerTools : {};
  const toolProps: OwnerToolProps = { profile, refetch: () => refetch() };
  const { avatar: OwnerAvatar, header: OwnerHeader, aboveTabs: AboveTabs, portfolio: OwnerPortfolio } = tools;
  const tabHref = (key: Tab) => href('profile', { username, ...(key === 'portfolio' ? {} : { tab: key }) });
  const labels: Record<Tab, string> = {
    portfolio: t('common.profile.tabPortfolio'),
    balicky: `${t('common.profile.tabPackages')} (${profile.packages.length})`,
    hodnoceni: `${t('common.profile.tabReviews')} (${profile.reviewsCount})`,
    terminy: t('common.profile.tabDates'),
  };
  const content: Record<Tab, ReactNode> = {
    portfolio: OwnerPortfolio ? <OwnerPortfolio {...toolProps} /> : <Portfolio profile={profile} />,
    balicky: <Packages profile={profile} />,
    hodnoceni: <Reviews profile={profile} />,
    terminy: <Dates profile={profile} />,
  };
  // A targeted request names one of the professional's services: none offered now, nothing to ask for.
  const canRequest = role !== 'executor' && !profile.isOwner && profile.categories.some((c) => c.active);
  // A signed-in client reviews a DONE engagement with this professional (the modal says when there is none).
  const canReview = role === 'client' && !profile.isOwner;

  return (
    <>
      <ProfileStyles />
      <PageHeader route={match.route.id} params={{ username }} title={profile.title} breadcrumbLabel={t('common.breadcrumb')} />
      {/* The owner's tools say why and what to do instead (the approval panel). */}
      {!profile.isPublic && !AboveTabs && (
        <LazyAlert type="error" showIcon icon={<AlertIcon type="error" />} title={t('common.profile.notPublic')} className="z-mb-4" />
      )}
      <Surface className="z-mb-4">
        <Flex gap={16} align="center" wrap>
          <div className="z-flex-none">
            {OwnerAvatar ? (
              <OwnerAvatar {...toolProps} />
            ) : (
              <Avatar src={profile.avatar ?? undefined} size={96} alt="">
                {profile.title.slice(0, 1)}
              </Avatar>
            )}
          </div>
          <div className="z-flex-1-1-260px">
            <Typography.Text type="secondary">
              {[profile.location, profile.categories.map((c) => c.category.name).join(', ')].filter(Boolean).join(' · ')}
            </Typography.Text>
            <Flex gap={12} align="center" wrap className="z-m-6px-0">
              <Rating rating={profile.rating} count={profile.reviewsCount} />
              <ResponseTime hours={profile.responseTime} />
              <VerifiedBadge verified={profile.verified} />
              <FinishedJobs count={profile.finishedJobs} />
              {profile.priceFrom !== null && (
                <Typography.Text strong data-testid="price-from">
                  {t('common.cards.priceFrom', { price: formatMoney(profile.priceFrom) })}
                </Typography.Text>
              )}
              <Typography.Text type="secondary">{t('common.profile.memberSince', { year: memberSinceYear(profile.memberSince) })}</Typography.Text>
            </Flex>
            {profile.summary && <Typography.Paragraph className="z-m-0">{profile.summary}</Typography.Paragraph>}
          </div>
          {!profile.isOwner && profile.isPublic && (
            <div className="z-flex-none">
              <FavouriteButton kind="EXECUTOR" id={profile.id} placement="header" />
            </div>
          )}
          {canRequest && (
            <div className="z-flex-none">
              <Button type="primary" size="large" onClick={() => openModal({ type: 'private-request', executorUsername: profile.username })}>
                {t('common.profile.sendRequest')}
              </Button>
            </div>
          )}
          {canReview && (
            <div className="z-flex-none">
              <Button size="large" onClick={() => openModal({ type: 'review', executorUsername: profile.username })}>
                {t('common.profile.writeReview')}
              </Button>
            </div>
          )}
          {OwnerHeader && (
            <div className="z-flex-none">
              <OwnerHeader {...toolProps} />
            </div>
          )}
        </Flex>
      </Surface>
      {AboveTabs && <AboveTabs {...toolProps} />}
      <Tabs
        className="zp-profile-tabs"
        tabBarGutter={16}
        activeKey={tab}
        onChange={(key) => navigate(tabHref(key as Tab))}
        // The tab's content (a portfolio of photos, reviews) hydrates as it comes into view.
        items={TABS.map((key) => ({ key, label: labels[key], children: key === tab ? <HydrateWhen on="visible">{content[key]}</HydrateWhen> : null }))}
      />
    </>
  );
}
