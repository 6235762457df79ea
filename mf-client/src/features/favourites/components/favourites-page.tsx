import { useQuery } from '@apollo/client/react';
import { FavouriteButton, useFavourites } from '@zaber/shared/favourites/favourite-button';
import { PackageCard } from '@zaber/shared/packages/package-card';
import { href } from '@zaber/shared/platform/routes';
import type { FavouriteKind } from '@zaber/shared/platform/ui-fragments.generated';
import { ExecutorCardHeader, ExecutorPriceFrom } from '@zaber/shared/profiles/executor-card-header';
import { Alert } from '@zaber/shared/ui/antd/alert';
import { Button } from '@zaber/shared/ui/antd/button';
import { CardGrid } from '@zaber/shared/ui/card-grid';
import { PageHeader } from '@zaber/shared/ui/page-header';
import { LoadError, Loading } from '@zaber/shared/ui/query-state';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { useShell } from '@zaber/shared/ui/shell-services';
import { Surface } from '@zaber/shared/ui/surface';
import { Typography } from '@zaber/shared/ui/typography';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import { MyFavouritesDocument, type MyFavouritesQuery } from '../api/operations.generated';

type SavedExecutor = MyFavouritesQuery['myFavourites']['executors'][number];
type Removed = { kind: FavouriteKind; id: string; title: string };

/** A saved professional: who they are, and the targeted request to send them from here. */
function SavedExecutorCard({ executor }: { executor: SavedExecutor }) {
  const t = useT();
  const { openModal } = useShell();
  return (
    <Surface hoverable className="zp-card" data-testid="favourite-executor" bodyClassName="z-p-4">
      <FavouriteButton kind="EXECUTOR" id={executor.id} />
      <ExecutorCardHeader executor={executor} roomForHeart aside={<ExecutorPriceFrom price={executor.priceFrom} />} />
      {/* Above the card's link, like the heart. */}
      <Button
        type="primary"
        className="z-pos-relative z-z-index-2 z-mt-4"
        onClick={() => openModal({ type: 'private-request', executorUsername: executor.username })}
      >
        {t('common.profile.sendRequest')}
      </Button>
    </Surface>
  );
}

/** What the last change took out of the list (a heart pressed here), to offer it back. */
function useLastRemoved(data: MyFavouritesQuery | undefined): [Removed | null, () => void] {
  const previous = useRef<MyFavouritesQuery | undefined>(undefined);
  const [removed, setRemoved] = useState<Removed | null>(null);
  useEffect(() => {
    const before = previous.current?.myFavourites;
    previous.current = data;
    const now = data?.myFavourites;
    if (!before || !now) return;
    const gone =
      before.executors.filter((e) => !now.executors.some((n) => n.id === e.id)).map((e) => ({ kind: 'EXECUTOR' as const, id: e.id, title: e.title }))[0] ??
      before.packages.filter((p) => !now.packages.some((n) => n.id === p.id)).map((p) => ({ kind: 'PACKAGE' as const, id: p.id, title: p.title }))[0];
    if (gone) setRemoved(gone);
  }, [data]);
  return [removed, () => setRemoved(null)];
}

/** /oblibene/ for a signed-in client: saved professionals and packages, newest saved first. */
export function FavouritesPage({ match }: PageProps) {
  const t = useT();
  const { data, loading, error } = useQuery(MyFavouritesDocument, { fetchPolicy: 'cache-and-network' });
  const { add } = useFavourites();
  const [removed, dismiss] = useLastRemoved(data);
  const favourites = data?.myFavourites;
  const undo = (item: Removed) => {
    dismiss();
    void add({ variables: { kind: item.kind, id: item.id } }).catch(() => undefined);
  };

  const header = <PageHeader route={match.route.id} params={match.params} title={t('client.favourites.title')} breadcrumbLabel={t('common.breadcrumb')} />;
  if (error && !favourites)
    return (
      <>
        {header}
        <LoadError />
      </>
    );
  if (loading && !favourites)
    return (
      <>
        {header}
        <Loading />
      </>
    );
  const executors = favourites?.executors ?? [];
  const packages = favourites?.packages ?? [];

  return (
    <>
      {header}
      <Typography.Paragraph type="secondary">{t('client.favourites.lead')}</Typography.Paragraph>
      {removed && (
        <Alert
          type="info"
          role="status"
          className="z-mb-4"
          title={t('client.favourites.removed', { title: removed.title })}
          action={
            <Button size="small" onClick={() => undo(removed)}>
              {t('client.favourites.undo')}
            </Button>
          }
          closable
          onClose={dismiss}
        />
      )}
      {executors.length === 0 && packages.length === 0 ? (
        <Surface data-testid="favourites-empty">
          <Typography.Paragraph>{t('client.favourites.empty')}</Typography.Paragraph>
          <Link to={href('executors')}>{t('client.favourites.browse')}</Link>
        </Surface>
      ) : (
        <>
          <section aria-labelledby="favourites-executors">
            <Typography.Title level={2} id="favourites-executors" className="z-font-xl">
              {t('client.favourites.executors')}
            </Typography.Title>
            {executors.length ? (
              <CardGrid min={300}>
                {executors.map((executor) => (
                  <SavedExecutorCard key={executor.id} executor={executor} />
                ))}
              </CardGrid>
            ) : (
              <Typography.Paragraph type="secondary">
                {t('client.favourites.noExecutors')} <Link to={href('executors')}>{t('client.favourites.browse')}</Link>
              </Typography.Paragraph>
            )}
          </section>
          <section aria-labelledby="favourites-packages" className="z-mt-6">
            <Typography.Title level={2} id="favourites-packages" className="z-font-xl">
              {t('client.favourites.packages')}
            </Typography.Title>
            {packages.length ? (
              <CardGrid>
                {packages.map((pkg) => (
                  <PackageCard key={pkg.id} pkg={pkg} />
                ))}
              </CardGrid>
            ) : (
              <Typography.Paragraph type="secondary">{t('client.favourites.noPackages')}</Typography.Paragraph>
            )}
          </section>
        </>
      )}
    </>
  );
}
