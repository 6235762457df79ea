export { default as Grid } from 'antd/es/grid';
