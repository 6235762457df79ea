import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import DownOutlined from '@ant-design/icons/DownOutlined';
import EllipsisOutlined from '@ant-design/icons/EllipsisOutlined';
import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { ConfigProvider } from '@zaber/shared/ui/antd/config-provider';
import { csCZ } from '@zaber/shared/ui/antd/cs-cz';
import { ANTD_THEME } from '@zaber/shared/ui/antd-theme';
import type { ReactNode } from 'react';

/*
 * antd's icons name themselves in English for screen readers ("down", "ellipsis", "calendar").
 * The decorative ones antd draws by itself are hidden here, once for every component: the
 * control they sit in already has a Czech name.
 */
const select = { suffixIcon: <DownOutlined aria-hidden /> };
const tabs = { more: { icon: <EllipsisOutlined aria-hidden /> } };
const datePicker = { suffixIcon: <CalendarOutlined aria-hidden /> };
// The close buttons of dialogs and drawers carry a Czech name of their own.
const closable = { closeIcon: <CloseOutlined aria-hidden /> };
// The password field's eye: its button is named by antd's Czech locale.
const inputPassword = { iconRender: (visible: boolean) => (visible ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />) };

/** antd in Czech, in the brand's theme, without English icon names: every React root of the page uses it. */
export function AntdProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider
      locale={csCZ}
      theme={ANTD_THEME}
      select={select}
      tabs={tabs}
      datePicker={datePicker}
      modal={closable}
      drawer={closable}
      inputPassword={inputPassword}
    >
      {children}
    </ConfigProvider>
  );
}
