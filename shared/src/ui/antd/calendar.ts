export { default as Calendar } from 'antd/es/calendar';
