export { default as Row } from 'antd/es/row';
