export { default as Segmented } from 'antd/es/segmented';
