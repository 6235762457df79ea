export { default as Space } from 'antd/es/space';
