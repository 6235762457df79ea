export { default as theme } from 'antd/es/theme';
