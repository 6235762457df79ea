export { default as Slider } from 'antd/es/slider';
