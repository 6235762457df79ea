export { default as Form } from 'antd/es/form';
