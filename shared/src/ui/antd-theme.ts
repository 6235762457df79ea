import type { MappingAlgorithm, ThemeConfig } from '@zaber/shared/ui/antd';
import { theme } from '@zaber/shared/ui/antd/theme';
import { ANTD_MAP_SEED, ANTD_MAP_TOKEN } from '@zaber/shared/ui/antd-map-token.generated';
import { antdTheme } from '@zaber/shared/ui/theme';

/**
 * antd's default algorithm, with its answer for this theme's seed worked out ahead
 * (antd-map-token.generated.ts, checked by antd-theme.test.ts): antd then does not derive its dozen
 * colour palettes in every browser on every page's start (≈ 10 ms of a phone's main thread). Any
 * other seed (a nested ConfigProvider with other tokens) is derived as antd always does.
 */
export const precomputedAlgorithm: MappingAlgorithm = (seed) =>
  JSON.stringify(seed) === ANTD_MAP_SEED ? ({ ...ANTD_MAP_TOKEN } as unknown as ReturnType<MappingAlgorithm>) : theme.defaultAlgorithm(seed);

/** The theme every React root's ConfigProvider gets. */
export const ANTD_THEME: ThemeConfig = { ...antdTheme, algorithm: precomputedAlgorithm };
