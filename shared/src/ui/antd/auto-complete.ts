export { default as AutoComplete } from 'antd/es/auto-complete';
