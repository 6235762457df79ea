export { default as DatePicker } from 'antd/es/date-picker';
