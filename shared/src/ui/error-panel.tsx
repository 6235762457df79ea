import { Button } from '@zaber/shared/ui/antd/button';
import { LazyAlert } from '@zaber/shared/ui/lazy-alert';

export interface ErrorPanelProps {
  /** The remote whose area failed; written to `data-remote-error` for tests and QA. */
  remote: string;
  title: string;
  detail?: string;
  retryLabel: string;
  onRetry: () => void;
}

/** Shown in a remote's area when it cannot load or has crashed; the rest of the page keeps working. */
export function ErrorPanel({ remote, title, detail, retryLabel, onRetry }: ErrorPanelProps) {
  return (
    <div data-remote-error={remote} className="z-p-5-0">
      <LazyAlert
        type="error"
        showIcon
        title={title}
        description={detail}
        action={
          <Button type="primary" onClick={onRetry}>
            {retryLabel}
          </Button>
        }
      />
    </div>
  );
}
