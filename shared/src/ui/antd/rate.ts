export { default as Rate } from 'antd/es/rate';
