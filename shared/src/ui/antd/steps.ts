export { default as Steps } from 'antd/es/steps';
