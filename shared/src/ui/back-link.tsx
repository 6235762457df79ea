import { Flex } from '@zaber/shared/ui/antd/flex';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * "← Back to the list" under a detail page. Rendered inside an antd component, so the link takes the
 * theme's link colour like every other link of the remotes.
 */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Flex className="z-mt-5">
      <Link to={to}>← {children}</Link>
    </Flex>
  );
}
