import { useMutation } from '@apollo/client/react';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { SubmitButton } from '@zaber/shared/ui/forms/schema-form';
import { useShell } from '@zaber/shared/ui/shell-services';
import { Surface } from '@zaber/shared/ui/surface';
import { useT } from '../../../i18n/use-t';
import { type PackageEditorFieldsFragment, type PackageInput, PackageUpdateDocument } from '../api/operations.generated';
import { PackageForm } from './package-form';

/** The description tab: the package's details, saved whole; the API's field messages land under their fields. */
export function DescriptionPanel({ pkg }: { pkg: PackageEditorFieldsFragment }) {
  const t = useT();
  const { notify } = useShell();
  const [updatePackage] = useMutation(PackageUpdateDocument);

  const submit = async (input: PackageInput) => {
    await updatePackage({ variables: { id: pkg.id, input } });
    notify('success', t('executor.packages.form.saved'));
  };

  return (
    <Surface>
      <PackageForm
        initial={{ title: pkg.title, categorySlug: pkg.category.slug, municipality: pkg.municipality, description: pkg.description }}
        label={t('executor.packages.tabs.description')}
        onSubmit={submit}
        actions={
          <Flex justify="flex-end">
            <SubmitButton>{t('executor.packages.form.save')}</SubmitButton>
          </Flex>
        }
      />
    </Surface>
  );
}
