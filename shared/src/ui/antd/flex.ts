export { default as Flex } from 'antd/es/flex';
