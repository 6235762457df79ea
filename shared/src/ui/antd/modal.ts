export { default as Modal } from 'antd/es/modal';
