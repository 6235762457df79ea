export { default as Typography } from 'antd/es/typography';
