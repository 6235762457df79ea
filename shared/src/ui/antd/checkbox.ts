export { default as Checkbox } from 'antd/es/checkbox';
