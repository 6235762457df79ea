import type { ReactNode } from 'react';
import { Form } from '@zaber/shared/antd';

export interface FormFieldProps {
  label: ReactNode;
  /** The field's error message (Czech), if any. */
  error?: string | undefined;
  htmlFor?: string;
  children: ReactNode;
}

/** A labelled field with its validation message, for react-hook-form forms drawn with antd. */
export function FormField({ label, error, htmlFor, children }: FormFieldProps) {
  return (
    <Form.Item label={label} htmlFor={htmlFor} validateStatus={error ? 'error' : undefined} help={error} layout="vertical">
      {children}
    </Form.Item>
  );
}
