export { default as Input } from 'antd/es/input';
