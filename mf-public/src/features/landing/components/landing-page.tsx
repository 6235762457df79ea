import { useQuery } from '@apollo/client/react';
import { PackageCard } from '@zaber/shared/packages/package-card';
import { href } from '@zaber/shared/platform/routes';
import { Button } from '@zaber/shared/ui/antd/button';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Tag } from '@zaber/shared/ui/antd/tag';
import { CardGrid } from '@zaber/shared/ui/card-grid';
import { NotFound } from '@zaber/shared/ui/query-state';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { Typography } from '@zaber/shared/ui/typography';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import { findService } from '../../../lib/category-links';
import { ExecutorCard } from '../../../lib/ui/executor-card';
import { usePageMeta } from '../../../lib/use-page-meta';
import { LandingContentDocument } from '../api/operations.generated';

/** /{serviceSlug}/: one service, one call to action (reduced header and footer come from the shell). */
export function LandingPage({ match }: PageProps) {
  const t = useT();
  const service = findService(match.params.serviceSlug);
  const { data } = useQuery(LandingContentDocument, { variables: { categorySlug: service?.slug ?? '' }, skip: !service });
  usePageMeta(
    service ? `${service.name} – ${t('public.landing.benefit1').toLowerCase()}` : null,
    service ? `${service.name}: ${t('public.landing.lead')}` : null,
  );
  if (!service) return <NotFound />;
  const cta = href('landing-request-create', { serviceSlug: service.slug });

  return (
    <>
      <section className="zp-hero">
        <h1>{service.name}</h1>
        <p>{t('public.landing.lead')}</p>
        <ul className="z-pl-20px z-font-md">
          {([1, 2, 3] as const).map((i) => (
            <li key={i}>{t(`public.landing.benefit${i}`)}</li>
          ))}
        </ul>
        <Link to={cta}>
          <Button type="primary" size="large" className="z-mt-2">
            {t('public.landing.cta')}
          </Button>
        </Link>
      </section>
      <section className="zp-section">
        <Typography.Title level={2} className="z-font-22px">
          {t('public.landing.subcategories')}
        </Typography.Title>
        <Flex gap={8} wrap>
          {service.subcategories.map((s) => (
            <Tag key={s.slug} className="z-font-15px z-p-6px-3">
              {s.name}
            </Tag>
          ))}
        </Flex>
      </section>
      {data && data.executors.items.length > 0 && (
        <section className="zp-section">
          <Typography.Title level={2} className="z-font-22px">
            {t('public.landing.executorsTitle')}
          </Typography.Title>
          <CardGrid>
            {data.executors.items.map((executor) => (
              <ExecutorCard key={executor.id} executor={executor} />
            ))}
          </CardGrid>
        </section>
      )}
      {data && data.packages.items.length > 0 && (
        <section className="zp-section">
          <Typography.Title level={2} className="z-font-22px">
            {t('public.landing.packagesTitle')}
          </Typography.Title>
          <CardGrid>
            {data.packages.items.map((pkg) => (
              <PackageCard key={pkg.id} pkg={pkg} />
            ))}
          </CardGrid>
        </section>
      )}
      <Flex justify="center" className="zp-section">
        <Link to={cta}>
          <Button type="primary" size="large">
            {t('public.landing.cta')}
          </Button>
        </Link>
      </Flex>
    </>
  );
}
