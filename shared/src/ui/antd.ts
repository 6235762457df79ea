/**
 * The antd kit of Záběr: the only place that imports from 'antd'. Each component has its own
 * module, `@zaber/shared/ui/antd/<name>` (`import { Button } from '@zaber/shared/ui/antd/button'`),
 * re-exporting `antd/es/<name>`; the federation preset shares each of those paths as a singleton
 * provided by the shell (`shared/build/federation.mjs`), so the page runs one antd (one
 * ConfigProvider context, one style cache) and loads each component once, when first used.
 * (One barrel of every component would make every page load them all: a shared module behind a
 * re-export cannot be skipped.) Add a file under `antd/` when a page needs another component.
 * This file keeps the types only.
 */
export type { AlertProps, MappingAlgorithm, MenuProps, ThemeConfig } from 'antd';
