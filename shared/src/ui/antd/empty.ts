export { default as Empty } from 'antd/es/empty';
