// The ES module build, as every other antd module here: `antd/locale/cs_CZ` is the CommonJS build
// and would bring its own copies of the date pickers' locales.
export { default as csCZ } from 'antd/es/locale/cs_CZ';
