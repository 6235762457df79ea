export { default as Avatar } from 'antd/es/avatar';
