export { default as Tooltip } from 'antd/es/tooltip';
