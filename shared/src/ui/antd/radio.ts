export { default as Radio } from 'antd/es/radio';
