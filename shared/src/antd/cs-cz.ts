export { default as csCZ } from 'antd/locale/cs_CZ';
