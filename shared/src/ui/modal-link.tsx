import { Button } from '@zaber/shared/ui/antd/button';
import type { MouseEvent, ReactNode } from 'react';
import { navigateToUrl } from 'single-spa';

export interface ModalLinkProps {
  to: string;
  /** Closes the modal before the page changes under it. */
  close: () => void;
  children: ReactNode;
  primary?: boolean;
}

/**
 * A link (drawn as a button) inside a global modal: the shell renders modals in its own tree, where
 * the remote that provides the modal has no router, so a plain click closes the modal and lets
 * single-spa route to the page without a reload; a click with a modifier keeps the browser's own
 * behaviour (a new tab).
 */
export function ModalLink({ to, close, children, primary = false }: ModalLinkProps) {
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    close();
    navigateToUrl(to);
  };
  return (
    <Button type={primary ? 'primary' : 'default'} href={to} onClick={onClick}>
      {children}
    </Button>
  );
}
