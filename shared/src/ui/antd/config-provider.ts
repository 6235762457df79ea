export { default as ConfigProvider } from 'antd/es/config-provider';
