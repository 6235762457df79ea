export { default as Tag } from 'antd/es/tag';
