export { default as Col } from 'antd/es/col';
