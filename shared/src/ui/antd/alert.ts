export { default as Alert } from 'antd/es/alert';
