import { href } from '@zaber/shared/platform/routes';

/** The child routes of `/my-offers/{id}/` (`:tab` of the route table); `default` has no segment. */
export const PACKAGE_TABS = ['default', 'description', 'priceOptions', 'gallery', 'orders', 'conversations'] as const;
export type PackageTab = (typeof PACKAGE_TABS)[number];

/** Each tab's word in the address, in Czech. Older links with the tab's English key lead to the same tab. */
export const PACKAGE_TAB_SEGMENTS: Record<Exclude<PackageTab, 'default'>, string> = {
  description: 'popis',
  priceOptions: 'ceny',
  gallery: 'galerie',
  orders: 'objednavky',
  conversations: 'zpravy',
};

export const tabOf = (segment: string | undefined): PackageTab =>
  PACKAGE_TABS.find((key) => key !== 'default' && (PACKAGE_TAB_SEGMENTS[key] === segment || key === segment)) ?? 'default';

/** True for an older link's English tab word (the page moves to the Czech address). */
export const isOldTabSegment = (segment: string | undefined): boolean => PACKAGE_TABS.some((key) => key !== 'default' && key === segment);

export const tabPath = (id: string, tab: PackageTab) => href('my-package-detail', tab === 'default' ? { id } : { id, tab: PACKAGE_TAB_SEGMENTS[tab] });
