import { useQuery } from '@apollo/client/react';
import { FavouriteButton } from '@zaber/shared/favourites/favourite-button';
import { formatMoney } from '@zaber/shared/platform/format';
import { packageService } from '@zaber/shared/platform/ssr/json-ld';
import { Rating } from '@zaber/shared/profiles/rating';
import { ResponseTime } from '@zaber/shared/profiles/response-time';
import { AlertIcon } from '@zaber/shared/ui/alert-icon';
import { Alert } from '@zaber/shared/ui/antd/alert';
import { Avatar } from '@zaber/shared/ui/antd/avatar';
import { Button } from '@zaber/shared/ui/antd/button';
import { Divider } from '@zaber/shared/ui/antd/divider';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { CardGrid, MainWithAside } from '@zaber/shared/ui/card-grid';
import { HydrateWhen } from '@zaber/shared/ui/hydrate-when';
import { PageHeader } from '@zaber/shared/ui/page-header';
import { LoadError, Loading, NotFound } from '@zaber/shared/ui/query-state';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { useShell } from '@zaber/shared/ui/shell-services';
import { Surface } from '@zaber/shared/ui/surface';
import { Typography } from '@zaber/shared/ui/typography';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import { usePageMeta } from '../../../lib/use-page-meta';
import { PackageDetailDocument, type PackageDetailQuery } from '../api/operations.generated';

type GalleryItem = NonNullable<PackageDetailQuery['package']>['gallery'][number];

/**
 * Drawn widths of the gallery: the first image fills the main column (two thirds of the 1 200 px
 * page from 992 px on, the page's width below), the others its grid of at least 150 px wide
 * thumbnails (two a row on a phone, at most 200 px wide above 576 px).
 */
const MAIN_SIZES = '(min-width: 1232px) 784px, (min-width: 992px) calc(66vw - 32px), calc(100vw - 32px)';
const THUMB_SIZES = '(min-width: 576px) 200px, calc(50vw - 20px)';

/** The 3:2 box of `.zp-thumb img` when the image's own size is unknown. */
const FALLBACK_SIZE = { width: 480, height: 320 };

/**
 * One image of the gallery: the WebP variants (srcset) when the image has them, else the
 * thumbnail and, for the first one, the full size. Always with a width and height, so nothing
 * below moves when it arrives.
 */
function GalleryImage({ image, main = false }: { image: GalleryItem; main?: boolean }) {
  const size = image.width && image.height ? { width: image.width, height: image.height } : FALLBACK_SIZE;
  const fallbackSrcSet = main ? `${image.thumbnail} 480w, ${image.src} 1900w` : undefined;
  const srcSet = image.srcSet ?? fallbackSrcSet;
  return (
    <img
      src={image.thumbnail}
      srcSet={srcSet}
      sizes={srcSet ? (main ? MAIN_SIZES : THUMB_SIZES) : undefined}
      alt={image.alt}
      loading={main ? undefined : 'lazy'}
      fetchPriority={main ? 'high' : undefined}
      width={size.width}
      height={size.height}
    />
  );
}

export function PackageDetailPage({ match }: PageProps) {
  const t = useT();
  const { openModal } = useShell();
  const { data, loading, error } = useQuery(PackageDetailDocument, { variables: { id: match.params.id ?? '' } });
  const pkg = data?.package;
  const lead = pkg?.gallery[0];
  usePageMeta(pkg ? `${pkg.title} – ${pkg.executor.title}` : null, pkg?.description, {
    type: 'product',
    image: lead?.src ?? null,
    leadImage: lead ? { src: lead.thumbnail, srcSet: lead.srcSet ?? `${lead.thumbnail} 480w, ${lead.src} 1900w`, sizes: MAIN_SIZES } : null,
    jsonLd: pkg
      ? {
          package: packageService({
            name: pkg.title,
            path: pkg.url,
            description: pkg.description,
            image: lead?.src ?? null,
            provider: { name: pkg.executor.title, path: pkg.executor.url },
            offers: pkg.priceOptions.map((o) => ({ name: o.title, priceKc: o.price / 100 })),
          }),
        }
      : {},
  });

  if (error) return <LoadError />;
  if (loading && !data) return <Loading />;
  if (!pkg) return <NotFound />;

  const order = () => openModal({ type: 'package-order', packageId: pkg.id });
  const images = pkg.gallery.map((g) => ({ src: g.src, alt: g.alt }));
  const [cover] = pkg.gallery;

  return (
    <>
      <PageHeader route={match.route.id} params={match.params} title={pkg.title} breadcrumbLabel={t('common.breadcrumb')} />
      {pkg.status !== 'ACTIVE' && (
        <Alert type="warning" showIcon icon={<AlertIcon type="warning" />} message={t('public.packages.inactive')} className="z-mb-4" />
      )}
      <MainWithAside
        main={
          <>
            {cover && (
              <section aria-label={t('public.packages.gallery')}>
                <button
                  type="button"
                  className="zp-thumb z-w-full"
                  onClick={() => openModal({ type: 'gallery', images, index: 0 })}
                  aria-label={t('public.packages.openImage', { index: 1 })}
                >
                  <GalleryImage image={cover} main />
                </button>
                {/* Below the fold on a phone, as every part after the cover: each hydrates when it comes into view. */}
                <HydrateWhen on="visible" className="zp-thumbs z-mt-2">
                  {pkg.gallery.slice(1).map((image, i) => (
                    <button
                      type="button"
                      key={image.src}
                      className="zp-thumb"
                      onClick={() => openModal({ type: 'gallery', images, index: i + 1 })}
                      aria-label={t('public.packages.openImage', { index: i + 2 })}
                    >
                      <GalleryImage image={image} />
                    </button>
                  ))}
                </HydrateWhen>
              </section>
            )}
            <HydrateWhen on="visible" as="section">
              <Typography.Title level={2} className="z-font-22px z-mt-5">
                {t('public.packages.description')}
              </Typography.Title>
              <Typography.Paragraph className="z-font-md z-ws-pre-line">{pkg.description}</Typography.Paragraph>
              <Typography.Paragraph type="secondary">
                {t('public.packages.place')}: {pkg.placeName} · {pkg.category.name}
              </Typography.Paragraph>
            </HydrateWhen>
            <HydrateWhen on="visible" as="section">
              <Typography.Title level={2} className="z-font-22px">
                {t('public.packages.priceOptions')}
              </Typography.Title>
              <CardGrid min={280} fit>
                {pkg.priceOptions.map((option) => (
                  <Surface size="small" className="z-h-full" data-testid="price-option" key={option.id}>
                    <Flex justify="space-between" align="baseline" gap={8}>
                      <Typography.Text strong className="z-font-md">
                        {option.title}
                      </Typography.Text>
                      <Typography.Text strong className="z-font-lg">
                        {formatMoney(option.price)}
                      </Typography.Text>
                    </Flex>
                    <Typography.Paragraph className="z-m-2-0-0">{option.description}</Typography.Paragraph>
                  </Surface>
                ))}
              </CardGrid>
            </HydrateWhen>
            {pkg.additionalServices.length > 0 && (
              <HydrateWhen on="visible" as="section">
                <Typography.Title level={2} className="z-font-22px z-mt-5">
                  {t('public.packages.additionalServices')}
                </Typography.Title>
                {pkg.additionalServices.map((service) => (
                  <Flex key={service.id} justify="space-between" gap={8} className="z-p-2-0 z-rule-bottom">
                    <div>
                      <Typography.Text>{service.title}</Typography.Text>
                      {service.note && (
                        <div>
                          <Typography.Text type="secondary">{service.note}</Typography.Text>
                        </div>
                      )}
                    </div>
                    <Typography.Text strong>+ {formatMoney(service.price)}</Typography.Text>
                  </Flex>
                ))}
              </HydrateWhen>
            )}
            {/* On a phone the sidebar comes after everything: the price and the order stay at hand (hydrated when used). */}
            <HydrateWhen on="interaction" className="zp-order-bar" data-testid="order-bar">
              <div>
                <Typography.Text type="secondary">{t('public.packages.priceFromLabel')} </Typography.Text>
                <Typography.Text strong className="z-font-lg">
                  {formatMoney(pkg.priceFrom)}
                </Typography.Text>
              </div>
              <Flex gap={8} align="center">
                {pkg.status === 'ACTIVE' && <FavouriteButton kind="PACKAGE" id={pkg.id} placement="header" />}
                <Button type="primary" size="large" onClick={order}>
                  {t('public.packages.order')}
                </Button>
              </Flex>
            </HydrateWhen>
          </>
        }
        aside={
          <HydrateWhen on="visible" className="zp-sidebar">
            <Surface>
              <Flex justify="space-between" align="flex-start" gap={8}>
                <div>
                  <Typography.Text type="secondary">{t('public.packages.priceFromLabel')}</Typography.Text>
                  <div className="z-font-28px z-weight-700">{formatMoney(pkg.priceFrom)}</div>
                </div>
                {/* On a phone the order bar holds the heart, as it holds the order button. */}
                {pkg.status === 'ACTIVE' && (
                  <span className="zp-order-aside">
                    <FavouriteButton kind="PACKAGE" id={pkg.id} placement="header" />
                  </span>
                )}
              </Flex>
              <Button type="primary" size="large" block onClick={order} className="zp-order-aside z-mt-3">
                {t('public.packages.order')}
              </Button>
              <Divider />
              <Typography.Text type="secondary">{t('public.packages.professional')}</Typography.Text>
              <Flex gap={12} align="center" className="z-mt-2">
                <Avatar src={pkg.executor.avatar ?? undefined} size={56} alt="">
                  {pkg.executor.title.slice(0, 1)}
                </Avatar>
                <div>
                  <Link to={pkg.executor.url}>
                    <Typography.Text strong className="z-font-md">
                      {pkg.executor.title}
                    </Typography.Text>
                  </Link>
                  <div>
                    <Typography.Text type="secondary">{pkg.executor.location}</Typography.Text>
                  </div>
                </div>
              </Flex>
              <Flex vertical gap={8} className="z-mt-3">
                <Rating rating={pkg.executor.rating} count={pkg.executor.reviewsCount} />
                <div>
                  <ResponseTime hours={pkg.executor.responseTime} />
                </div>
                <Link to={pkg.executor.url}>{t('public.packages.showProfile')} →</Link>
              </Flex>
            </Surface>
          </HydrateWhen>
        }
      />
    </>
  );
}
