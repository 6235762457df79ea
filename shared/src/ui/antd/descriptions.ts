export { default as Descriptions } from 'antd/es/descriptions';
