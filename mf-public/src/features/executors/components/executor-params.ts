import { enumParam, numberParam, pageParam, textParam } from '@zaber/shared/platform/url-state';
import type { PublicKey } from '../../../i18n/use-t';
import { catalogueParams } from '../../../lib/search/catalogue-params';
import type { ExecutorSort } from '../api/operations.generated';

export const SORTS: readonly ExecutorSort[] = ['RECOMMENDED', 'RATING', 'REVIEWS', 'RESPONSE_TIME'];
export const SORT_LABEL: Record<ExecutorSort, PublicKey> = {
  RECOMMENDED: 'public.executors.sortRecommended',
  RATING: 'public.executors.sortRating',
  REVIEWS: 'public.executors.sortReviews',
  RESPONSE_TIME: 'public.executors.sortResponse',
};

/** The professionals catalogue's query string (Czech keys: a filtered page can be shared and indexed). */
export const EXECUTOR_URL = {
  ...catalogueParams,
  priceMax: numberParam('cena_do'),
  sort: enumParam('razeni', SORTS, 'RECOMMENDED'),
  search: textParam('q'),
  page: pageParam('strana'),
};
