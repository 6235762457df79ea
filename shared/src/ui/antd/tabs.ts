export { default as Tabs } from 'antd/es/tabs';
