export { default as Menu } from 'antd/es/menu';
