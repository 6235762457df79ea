export { default as Upload } from 'antd/es/upload';
