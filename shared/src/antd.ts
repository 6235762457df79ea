/**
 * The antd kit of Záběr: the only place that imports from 'antd'. Every app imports antd
 * components from here, so the page runs one antd (one style cache, one ConfigProvider
 * context) and downloads only the components listed here, not the whole library.
 * Add a component here when a page needs it.
 */
export {
  Alert,
  App,
  Avatar,
  Badge,
  Breadcrumb,
  Button,
  Card,
  Col,
  Descriptions,
  ConfigProvider,
  Divider,
  Drawer,
  Empty,
  Flex,
  Form,
  Grid,
  Input,
  InputNumber,
  List,
  Modal,
  Pagination,
  Rate,
  Result,
  Row,
  Select,
  Skeleton,
  Space,
  Spin,
  Tabs,
  Tag,
  Typography,
} from 'antd';
export type { ThemeConfig } from 'antd';
export { default as csCZ } from 'antd/locale/cs_CZ';
