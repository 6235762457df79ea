export { default as Button } from 'antd/es/button';
