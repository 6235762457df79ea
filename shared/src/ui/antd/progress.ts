export { default as Progress } from 'antd/es/progress';
