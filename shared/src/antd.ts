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
  Checkbox,
  Col,
  ConfigProvider,
  Descriptions,
  Divider,
  Drawer,
  Dropdown,
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
  Segmented,
  Select,
  Skeleton,
  Space,
  Spin,
  Tabs,
  Tag,
  Typography,
} from 'antd';
export type { MenuProps, ThemeConfig } from 'antd';
export { default as csCZ } from 'antd/locale/cs_CZ';
