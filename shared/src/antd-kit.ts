/**
 * Every component of the antd kit, loaded on demand. The shell imports this module so that its
 * build provides each `antd/es/<name>` singleton to the remotes (webpack provides a shared module
 * only when the build references it); nothing here runs at start.
 */
export const ANTD_KIT: Record<string, () => Promise<unknown>> = {
  alert: () => import('@zaber/shared/antd/alert'),
  avatar: () => import('@zaber/shared/antd/avatar'),
  badge: () => import('@zaber/shared/antd/badge'),
  button: () => import('@zaber/shared/antd/button'),
  checkbox: () => import('@zaber/shared/antd/checkbox'),
  col: () => import('@zaber/shared/antd/col'),
  'config-provider': () => import('@zaber/shared/antd/config-provider'),
  descriptions: () => import('@zaber/shared/antd/descriptions'),
  divider: () => import('@zaber/shared/antd/divider'),
  drawer: () => import('@zaber/shared/antd/drawer'),
  dropdown: () => import('@zaber/shared/antd/dropdown'),
  empty: () => import('@zaber/shared/antd/empty'),
  flex: () => import('@zaber/shared/antd/flex'),
  form: () => import('@zaber/shared/antd/form'),
  grid: () => import('@zaber/shared/antd/grid'),
  input: () => import('@zaber/shared/antd/input'),
  'input-number': () => import('@zaber/shared/antd/input-number'),
  list: () => import('@zaber/shared/antd/list'),
  message: () => import('@zaber/shared/antd/message'),
  modal: () => import('@zaber/shared/antd/modal'),
  pagination: () => import('@zaber/shared/antd/pagination'),
  rate: () => import('@zaber/shared/antd/rate'),
  result: () => import('@zaber/shared/antd/result'),
  row: () => import('@zaber/shared/antd/row'),
  segmented: () => import('@zaber/shared/antd/segmented'),
  select: () => import('@zaber/shared/antd/select'),
  skeleton: () => import('@zaber/shared/antd/skeleton'),
  space: () => import('@zaber/shared/antd/space'),
  spin: () => import('@zaber/shared/antd/spin'),
  tabs: () => import('@zaber/shared/antd/tabs'),
  tag: () => import('@zaber/shared/antd/tag'),
  typography: () => import('@zaber/shared/antd/typography'),
};
