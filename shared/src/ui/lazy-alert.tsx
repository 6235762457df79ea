import type { AlertProps } from '@zaber/shared/ui/antd';
import { lazy, Suspense } from 'react';

const Alert = lazy(() => import('@zaber/shared/ui/antd/alert').then((m) => ({ default: m.Alert })));

/**
 * antd's Alert, loaded with the first one shown. Alerts are for what goes wrong or needs doing (a
 * list that failed, a remote that cannot load, a profile that is not public), so no page starts with
 * their code. A remote's server render waits for it; the shell's frame renders none on the server.
 */
export function LazyAlert(props: AlertProps) {
  return (
    <Suspense fallback={null}>
      <Alert {...props} />
    </Suspense>
  );
}
