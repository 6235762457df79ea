import { useQuery } from '@apollo/client/react';
import type { OwnerToolProps } from '@zaber/shared/profiles/profile-view';
import { Button } from '@zaber/shared/ui/antd/button';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { OwnProfileDocument } from '../api/operations.generated';
import { useOwnerRefresh } from '../hooks/use-owner-refresh';
import { CategoriesModal } from './categories-modal';
import { ProfileEditModal } from './profile-edit-modal';

/** The owner's buttons in the profile's header: edit the details, choose the services. */
export function ProfileActions({ profile, refetch }: OwnerToolProps) {
  const t = useT();
  const refresh = useOwnerRefresh(refetch);
  const { data } = useQuery(OwnProfileDocument);
  const current = data?.currentProfile;
  const [open, setOpen] = useState<'edit' | 'categories' | null>(null);
  const close = () => setOpen(null);
  return (
    <Flex vertical gap={8}>
      <Button type="primary" onClick={() => setOpen('edit')} disabled={!current}>
        {t('executor.profile.actions.edit')}
      </Button>
      <Button onClick={() => setOpen('categories')}>{t('executor.profile.actions.categories')}</Button>
      {open === 'edit' && current && <ProfileEditModal current={current} onClose={close} onSaved={refresh} />}
      {open === 'categories' && <CategoriesModal profile={profile} onClose={close} onSaved={refresh} />}
    </Flex>
  );
}
