export { default as Skeleton } from 'antd/es/skeleton';
