import { Alert } from '@zaber/shared/ui/antd/alert';

/** The form-level message of a submit (`useFormSubmit().formError`), above the fields. */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return <Alert type="error" title={message} showIcon role="alert" className="z-mb-4" />;
}
