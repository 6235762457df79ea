import { useQuery } from '@apollo/client/react';
import { categoryListingHref, getRoute, href } from '@zaber/shared/platform/routes';
import { SERVICE_CATEGORIES } from '@zaber/shared/platform/services';
import { STATIC_PAGES } from '@zaber/shared/site/static-pages';
import { Col } from '@zaber/shared/ui/antd/col';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Row } from '@zaber/shared/ui/antd/row';
import { Tag } from '@zaber/shared/ui/antd/tag';
import { PageHeader } from '@zaber/shared/ui/page-header';
import { LoadError } from '@zaber/shared/ui/query-state';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { Typography } from '@zaber/shared/ui/typography';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import { usePageMeta } from '../../../lib/use-page-meta';
import { SiteMapEntriesDocument } from '../api/operations.generated';

type Section = 'executors' | 'offers' | 'projects' | 'services';

/** /sitemap/… is a second reading of /site-map/… (spec §2): the same sections under Czech names. */
const ALIASES: Record<string, Section> = { profici: 'executors', 'balicky-sluzeb': 'offers', poptavky: 'projects', sluzby: 'services' };
const SECTION_PARAM: Record<Section, { 'site-map': string; sitemap: string }> = {
  executors: { 'site-map': 'executors', sitemap: 'profici' },
  offers: { 'site-map': 'offers', sitemap: 'balicky-sluzeb' },
  projects: { 'site-map': 'projects', sitemap: 'poptavky' },
  services: { 'site-map': 'services', sitemap: 'sluzby' },
};
const SECTIONS: readonly Section[] = ['executors', 'offers', 'projects', 'services'];

function LinkList({ links }: { links: readonly { to: string; label: string }[] }) {
  return (
    <ul className="z-pl-20px z-columns-2-260px">
      {links.map((l) => (
        <li key={l.to} className="z-break-inside-avoid z-mb-1">
          <Link to={l.to}>{l.label}</Link>
        </li>
      ))}
    </ul>
  );
}

export function SiteMapPage({ match }: PageProps) {
  const t = useT();
  const routeId = match.route.id === 'sitemap' ? 'sitemap' : 'site-map';
  const raw = match.params.section;
  const section: Section | null = raw ? (ALIASES[raw] ?? (SECTIONS.includes(raw as Section) ? (raw as Section) : null)) : null;
  const { data, error } = useQuery(SiteMapEntriesDocument, { variables: { pageSize: 48 } });
  const title = section ? `${match.route.title}: ${t(`public.siteMap.${section}`)}` : match.route.title;
  usePageMeta(title, t('public.siteMap.metaDescription'));
  const show = (s: Section) => section === null || section === s;

  return (
    <>
      <PageHeader route={match.route.id} params={match.params} title={title} breadcrumbLabel={t('common.breadcrumb')} />
      <Flex gap={8} wrap className="z-mb-4" role="navigation" aria-label={t('public.siteMap.sections')}>
        {SECTIONS.map((s) => (
          <Link key={s} to={href(routeId, { section: SECTION_PARAM[s][routeId] })}>
            <Tag color={section === s ? 'blue' : undefined} className="z-font-base z-p-1-10px">
              {t(`public.siteMap.${s}`)}
            </Tag>
          </Link>
        ))}
      </Flex>
      {error && <LoadError />}
      <Row gutter={[24, 8]}>
        {section === null && (
          <Col xs={24}>
            <Typography.Title level={2} className="z-font-xl">
              {t('public.siteMap.pages')}
            </Typography.Title>
            <LinkList links={STATIC_PAGES.filter((id) => id !== 'site-map').map((id) => ({ to: href(id), label: getRoute(id).title }))} />
          </Col>
        )}
        {show('services') && (
          <Col xs={24}>
            <Typography.Title level={2} className="z-font-xl">
              {t('public.siteMap.services')}
            </Typography.Title>
            <LinkList
              links={SERVICE_CATEGORIES.flatMap((c) => [
                { to: href('landing', { serviceSlug: c.slug }), label: c.name },
                {
                  to: categoryListingHref(c),
                  label: `${c.allowedWorkTypes.includes('PHOTO') ? t('public.executors.photographers') : t('public.executors.videographers')}: ${c.name}`,
                },
              ])}
            />
          </Col>
        )}
        {show('executors') && data && (
          <Col xs={24}>
            <Typography.Title level={2} className="z-font-xl">
              {t('public.siteMap.executors')}
            </Typography.Title>
            <LinkList links={data.executors.items.map((e) => ({ to: e.url, label: e.title }))} />
          </Col>
        )}
        {show('offers') && data && (
          <Col xs={24}>
            <Typography.Title level={2} className="z-font-xl">
              {t('public.siteMap.offers')}
            </Typography.Title>
            <LinkList links={data.packages.items.map((p) => ({ to: p.url, label: p.title }))} />
          </Col>
        )}
        {show('projects') && data && (
          <Col xs={24}>
            <Typography.Title level={2} className="z-font-xl">
              {t('public.siteMap.projects')}
            </Typography.Title>
            <LinkList links={data.publicRequests.items.map((r) => ({ to: r.url, label: r.title }))} />
          </Col>
        )}
      </Row>
    </>
  );
}
