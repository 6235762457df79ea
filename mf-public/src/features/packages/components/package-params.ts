import { numberParam, pageParam, textParam } from '@zaber/shared/platform/url-state';
import { catalogueParams } from '../../../lib/search/catalogue-params';

/** The package catalogue's query string (Czech keys: a filtered page can be shared and indexed). */
export const PACKAGE_URL = {
  category: textParam('sluzba'),
  ...catalogueParams,
  priceMin: numberParam('cena_od'),
  priceMax: numberParam('cena_do'),
  search: textParam('q'),
  page: pageParam('strana'),
};
