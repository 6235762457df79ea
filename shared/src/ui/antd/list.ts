export { default as List } from 'antd/es/list';
