import { useMutation } from '@apollo/client/react';
import { href } from '@zaber/shared/platform/routes';
import { Button } from '@zaber/shared/ui/antd/button';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { FormModal } from '@zaber/shared/ui/forms/form-modal';
import { SubmitButton } from '@zaber/shared/ui/forms/schema-form';
import { useShell } from '@zaber/shared/ui/shell-services';
import { Typography } from '@zaber/shared/ui/typography';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import { PackageCreateDocument, type PackageInput } from '../api/operations.generated';
import { PackageForm } from './package-form';

const EMPTY = { title: '', categorySlug: '', municipality: null, description: '' };

/** "Nový balíček": its details; it is created hidden and opens in its editor for prices and photos. */
export function PackageCreateModal({ onClose }: { onClose(): void }) {
  const t = useT();
  const { notify } = useShell();
  const navigate = useNavigate();
  const [createPackage] = useMutation(PackageCreateDocument);
  const title = t('executor.packages.form.createTitle');

  const submit = async (input: PackageInput) => {
    const created = (await createPackage({ variables: { input } })).data?.createPackage;
    if (!created) return;
    notify('success', t('executor.packages.form.created'));
    onClose();
    navigate(href('my-package-detail', { id: created.id }));
  };

  return (
    <FormModal title={title} closeLabel={t('executor.packages.form.close')} onClose={onClose} width={640}>
      <Typography.Paragraph type="secondary">{t('executor.packages.form.createLead')}</Typography.Paragraph>
      <PackageForm
        initial={EMPTY}
        label={title}
        onSubmit={submit}
        actions={
          <Flex justify="flex-end" gap={8} wrap>
            <Button onClick={onClose}>{t('executor.packages.form.cancel')}</Button>
            <SubmitButton>{t('executor.packages.form.create')}</SubmitButton>
          </Flex>
        }
      />
    </FormModal>
  );
}
