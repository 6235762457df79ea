import { Spin } from '@zaber/shared/ui/antd/spin';
import { Typography } from '@zaber/shared/ui/typography';
import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/use-t';

/**
 * `/account/logout/`: signs out the way the profile menu does (the shell's `onLogout`, which ends on
 * the home page). Once per visit: StrictMode runs effects twice, and a second sign-out would only
 * repeat the notice.
 */
export default function LogoutPage({ onLogout }: { onLogout: () => void }) {
  const t = useT();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    onLogout();
  }, [onLogout]);
  return (
    <div role="status" aria-live="polite">
      <Spin size="small" /> <Typography.Text>{t('shell.pages.account-logout')}</Typography.Text>
    </div>
  );
}
