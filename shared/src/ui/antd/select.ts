export { default as Select } from 'antd/es/select';
