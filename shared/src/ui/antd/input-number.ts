export { default as InputNumber } from 'antd/es/input-number';
