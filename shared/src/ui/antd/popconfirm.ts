export { default as Popconfirm } from 'antd/es/popconfirm';
