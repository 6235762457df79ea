import { FavouriteButton } from '@zaber/shared/favourites/favourite-button';
import type { ExecutorCardFieldsFragment } from '@zaber/shared/platform/ui-fragments.generated';
import { ExecutorCardHeader, ExecutorPriceFrom } from '@zaber/shared/profiles/executor-card-header';
import { FinishedJobs } from '@zaber/shared/profiles/verified-badge';
import { CardCover } from '@zaber/shared/ui/card-cover';
import { Surface } from '@zaber/shared/ui/surface';
import { Distance } from './distance';

/** Selected by `ExecutorCardFields` (executor-card.graphql) in every list of professionals. */
export type ExecutorCardData = ExecutorCardFieldsFragment;

/** `priority`: the first card of a page, whose cover is the page's lead image; `distanceKm`: from the place searched. */
export function ExecutorCard({
  executor,
  priority = false,
  distanceKm = null,
}: {
  executor: ExecutorCardData;
  priority?: boolean;
  distanceKm?: number | null;
}) {
  return (
    <Surface
      hoverable
      className="zp-card"
      data-testid="executor-card"
      cover={executor.cover ? <CardCover image={executor.cover} priority={priority} /> : undefined}
      bodyClassName="z-p-4"
    >
      <FavouriteButton kind="EXECUTOR" id={executor.id} />
      <ExecutorCardHeader executor={executor} aside={<ExecutorPriceFrom price={executor.priceFrom} />}>
        <FinishedJobs count={executor.finishedJobs} />
        <Distance km={distanceKm} />
      </ExecutorCardHeader>
    </Surface>
  );
}
