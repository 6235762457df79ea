// The header's overlays, loaded on first use (header.tsx): the mobile drawer opens on a click,
// the profile and balance menus exist for signed-in visitors only. A guest's first page
// downloads neither antd's Drawer nor its Dropdown.

import type { MenuProps } from '@zaber/shared/ui/antd';
import { Drawer } from '@zaber/shared/ui/antd/drawer';
import { Dropdown } from '@zaber/shared/ui/antd/dropdown';
import type { ReactNode } from 'react';

export function MobileDrawer({ open, onClose, title, children }: { open: boolean; onClose: () => void; title: string; children: ReactNode }) {
  return (
    <Drawer open={open} onClose={onClose} title={title} placement="right" size={300}>
      {children}
    </Drawer>
  );
}

export function MenuDropdown({ items, children }: { items: MenuProps['items']; children: ReactNode }) {
  return (
    <Dropdown menu={{ items }} trigger={['click']}>
      {children}
    </Dropdown>
  );
}
