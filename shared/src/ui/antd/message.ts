export { default as message } from 'antd/es/message';
