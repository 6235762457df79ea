export { default as Switch } from 'antd/es/switch';
