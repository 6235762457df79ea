export { default as Dropdown } from 'antd/es/dropdown';
