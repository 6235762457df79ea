export { default as Badge } from 'antd/es/badge';
