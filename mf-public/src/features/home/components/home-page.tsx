import { useQuery } from '@apollo/client/react';
import { MODERATION_PASS_RATE_PERCENT, PROPOSALS_PER_REQUEST_MAX } from '@zaber/shared/platform/business';
import { formatNumber } from '@zaber/shared/platform/format';
import { categoryListingHref, href } from '@zaber/shared/platform/routes';
import { SERVICE_CATEGORIES } from '@zaber/shared/platform/services';
import { Button } from '@zaber/shared/ui/antd/button';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { CardGrid } from '@zaber/shared/ui/card-grid';
import { HydrateWhen } from '@zaber/shared/ui/hydrate-when';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { useShell } from '@zaber/shared/ui/shell-services';
import { Surface } from '@zaber/shared/ui/surface';
import { Typography } from '@zaber/shared/ui/typography';
import { lazy, useState } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import { SearchBox } from '../../../lib/search/search-box';
import { usePageMeta } from '../../../lib/use-page-meta';
import { HomeFeaturedDocument } from '../api/operations.generated';

const HomePackages = lazy(() => import('./home-listings').then((m) => ({ default: m.HomePackages })));
const HomeExecutors = lazy(() => import('./home-listings').then((m) => ({ default: m.HomeExecutors })));

function Claim({ value, label }: { value: string; label: string }) {
  return (
    <div data-testid="claim">
      <div className="z-font-clamp-24px-5vw-34px z-weight-700 z-leading-1_1">{value}</div>
      <div>{label}</div>
    </div>
  );
}

function SectionTitle({ title, link, linkLabel }: { title: string; link: string; linkLabel: string }) {
  return (
    <Flex justify="space-between" align="baseline" wrap gap={8} className="z-mb-4">
      <Typography.Title level={2} className="z-m-0 z-font-clamp-20px-4vw-26px">
        {title}
      </Typography.Title>
      <Link to={link}>{linkLabel} →</Link>
    </Flex>
  );
}

export function HomePage(_props: PageProps) {
  const t = useT();
  const { navigate, openModal } = useShell();
  const { data } = useQuery(HomeFeaturedDocument);
  const counters = data?.publicCounters;
  const [search, setSearch] = useState('');
  usePageMeta(t('public.home.metaTitle'), t('public.home.metaDescription'), {
    jsonLd: { site: { '@type': 'WebSite', name: t('common.brand'), url: href('home'), inLanguage: 'cs-CZ' } },
  });

  const onSearch = (value: string) => {
    const q = value.trim();
    navigate(q ? `${href('executors')}?q=${encodeURIComponent(q)}` : href('executors'));
  };

  return (
    <>
      <section className="zp-hero">
        <h1>{t('public.home.heroTitle')}</h1>
        <p>{t('public.home.heroLead')}</p>
        <SearchBox
          value={search}
          onChange={setSearch}
          onSubmit={onSearch}
          label={t('public.home.searchLabel')}
          placeholder={t('public.home.searchPlaceholder')}
          button={
            <Button size="large" htmlType="submit">
              {t('public.common.search')}
            </Button>
          }
          inputClassName="zp-input"
          action={href('executors')}
          className="z-max-w-560 z-mt-20px"
        />
        <Flex gap={12} wrap className="z-mt-4">
          <Link to={href('request-create')}>
            <Button type="primary" size="large">
              {t('common.createRequest')}
            </Button>
          </Link>
          <Link to={href('executors')}>
            <Button size="large" ghost>
              {t('public.home.browseProfessionals')}
            </Button>
          </Link>
        </Flex>
        <div className="zp-claims">
          <Claim value={t('public.home.claimOffersValue', { count: PROPOSALS_PER_REQUEST_MAX })} label={t('public.home.claimOffers')} />
          <Claim value={counters ? formatNumber(counters.verifiedProfessionals) : '–'} label={t('public.home.claimProfessionals')} />
          <Claim value={`${counters?.moderationPassRate ?? MODERATION_PASS_RATE_PERCENT} %`} label={t('public.home.claimModeration')} />
          <Claim value={counters ? formatNumber(counters.customers) : '–'} label={t('public.home.claimCustomers')} />
        </div>
      </section>

      {/* Below the hero, every section hydrates when it comes near the viewport. */}
      <HydrateWhen on="visible" as="section" className="zp-section" aria-labelledby="home-categories">
        <Typography.Title level={2} id="home-categories" className="z-font-clamp-20px-4vw-26px">
          {t('public.home.categoriesTitle')}
        </Typography.Title>
        <CardGrid min={200}>
          {SERVICE_CATEGORIES.map((c) => (
            <Surface key={c.slug} hoverable className="zp-card" size="small">
              <Link to={categoryListingHref(c)} className="zp-stretched">
                <Typography.Text strong className="z-font-md">
                  {c.name}
                </Typography.Text>
              </Link>
              <div>
                <Typography.Text type="secondary" className="z-font-sm">
                  {c.subcategories.map((s) => s.name).join(', ')}
                </Typography.Text>
              </div>
            </Surface>
          ))}
        </CardGrid>
      </HydrateWhen>

      <HydrateWhen on="visible" as="section" className="zp-section" aria-labelledby="home-steps">
        <Typography.Title level={2} id="home-steps" className="z-font-clamp-20px-4vw-26px">
          {t('public.home.stepsTitle')}
        </Typography.Title>
        <CardGrid min={240} fit>
          {([1, 2, 3] as const).map((step) => (
            <Surface size="small" className="z-h-full" key={step}>
              <Typography.Title level={3} className="z-font-17px">
                {step}. {t(`public.home.step${step}Title`)}
              </Typography.Title>
              <Typography.Paragraph className="z-m-0">{t(`public.home.step${step}Text`)}</Typography.Paragraph>
            </Surface>
          ))}
        </CardGrid>
      </HydrateWhen>

      {data && data.packages.items.length > 0 && (
        <HydrateWhen on="visible" as="section" className="zp-section" aria-label={t('public.home.packagesTitle')}>
          <SectionTitle title={t('public.home.packagesTitle')} link={href('packages')} linkLabel={t('public.home.allPackages')} />
          <HomePackages items={data.packages.items} />
        </HydrateWhen>
      )}

      {data && data.executors.items.length > 0 && (
        <HydrateWhen on="visible" as="section" className="zp-section" aria-label={t('public.home.executorsTitle')}>
          <SectionTitle title={t('public.home.executorsTitle')} link={href('executors')} linkLabel={t('public.home.allExecutors')} />
          <HomeExecutors items={data.executors.items} />
        </HydrateWhen>
      )}

      {data && data.blogPosts.items.length > 0 && (
        <HydrateWhen on="visible" as="section" className="zp-section" aria-label={t('public.home.blogTitle')}>
          <SectionTitle title={t('public.home.blogTitle')} link={href('blog')} linkLabel={t('public.home.allPosts')} />
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
                <Link to={post.url} className="zp-stretched">
                  <Typography.Text strong className="z-font-md">
                    {post.title}
                  </Typography.Text>
                </Link>
                <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} className="z-m-2-0-0">
                  {post.perex}
                </Typography.Paragraph>
              </Surface>
            ))}
          </CardGrid>
        </HydrateWhen>
      )}

      <HydrateWhen on="visible" as="section" className="zp-section">
        <Surface className="z-bg-surface-invite">
          <Flex justify="space-between" align="center" wrap gap={16}>
            <div className="z-max-w-640">
              <Typography.Title level={2} className="z-font-clamp-20px-4vw-24px z-mt-0">
                {t('public.home.joinTitle')}
              </Typography.Title>
              <Typography.Paragraph className="z-m-0">{t('public.home.joinText')}</Typography.Paragraph>
            </div>
            <Button size="large" onClick={() => openModal({ type: 'login', signup: true, profileType: 1 })}>
              {t('public.home.joinCta')}
            </Button>
          </Flex>
        </Surface>
      </HydrateWhen>
    </>
  );
}
