export { default as Divider } from 'antd/es/divider';
