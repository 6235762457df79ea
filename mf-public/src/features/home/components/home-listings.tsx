import { PackageCard } from '@zaber/shared/packages/package-card';
import { CardGrid } from '@zaber/shared/ui/card-grid';
import { ExecutorCard } from '../../../lib/ui/executor-card';
import type { HomeFeaturedQuery } from '../api/operations.generated';

/**
 * The home page's card grids, below the fold: their code (cards, favourite hearts, badges) loads
 * with the part that shows them, when it comes near the viewport, not with the page.
 */
export function HomePackages({ items }: { items: HomeFeaturedQuery['packages']['items'] }) {
  return (
    <CardGrid>
      {items.map((pkg) => (
        <PackageCard key={pkg.id} pkg={pkg} />
      ))}
    </CardGrid>
  );
}

export function HomeExecutors({ items }: { items: HomeFeaturedQuery['executors']['items'] }) {
  return (
    <CardGrid>
      {items.map((executor) => (
        <ExecutorCard key={executor.id} executor={executor} />
      ))}
    </CardGrid>
  );
}
