export { default as Drawer } from 'antd/es/drawer';
