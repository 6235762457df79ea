import { href } from '@zaber/shared/routes';

/** The child routes of `/my-offers/{id}/` (`:tab` of the route table); `default` has no segment. */
export const PACKAGE_TABS = ['default', 'description', 'priceOptions', 'gallery', 'orders', 'conversations'] as const;
export type PackageTab = (typeof PACKAGE_TABS)[number];

export const tabOf = (tab: string | undefined): PackageTab => PACKAGE_TABS.find((key) => key !== 'default' && key === tab) ?? 'default';

export const tabPath = (id: string, tab: PackageTab) => href('my-package-detail', tab === 'default' ? { id } : { id, tab });
