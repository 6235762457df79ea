import { Form } from '@zaber/shared/ui/antd/form';
import type { ReactNode } from 'react';

export interface FormFieldProps {
  label: ReactNode;
  /** The field's error message (Czech), if any. */
  error?: string | undefined;
  htmlFor?: string;
  /** Id of the message, for the input's `aria-describedby`. */
  errorId?: string;
  children: ReactNode;
}

/** A labelled field with its validation message, for react-hook-form forms drawn with antd (see ZodField). */
export function FormField({ label, error, htmlFor, errorId, children }: FormFieldProps) {
  return (
    <Form.Item
      // The shell's layout.css gives a text area's character count its own line in `za-field`s.
      className="za-field"
      label={label}
      htmlFor={htmlFor}
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={errorId}>{error}</span> : undefined}
      layout="vertical"
    >
      {children}
    </Form.Item>
  );
}
