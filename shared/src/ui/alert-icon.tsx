import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons/InfoCircleFilled';

const ICONS = { success: CheckCircleFilled, info: InfoCircleFilled, warning: ExclamationCircleFilled, error: CloseCircleFilled };

/**
 * The icon of an antd Alert (`<Alert showIcon icon={<AlertIcon type="info" />}>`), hidden from
 * screen readers: antd's own carries an English label ("info-circle") the alert's text repeats.
 */
export function AlertIcon({ type }: { type: keyof typeof ICONS }) {
  const Icon = ICONS[type];
  return <Icon aria-hidden="true" />;
}
