export { default as Pagination } from 'antd/es/pagination';
