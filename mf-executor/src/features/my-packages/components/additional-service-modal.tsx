import { useMutation } from '@apollo/client/react';
import { Button } from '@zaber/shared/antd/button';
import { Flex } from '@zaber/shared/antd/flex';
import { Input } from '@zaber/shared/antd/input';
import { FormModal } from '@zaber/shared/forms/form-modal';
import { SchemaForm, SubmitButton } from '@zaber/shared/forms/schema-form';
import { useZodForm } from '@zaber/shared/forms/use-zod-form';
import { ZodField } from '@zaber/shared/forms/zod-field';
import { MoneyInput } from '@zaber/shared/money/money-input';
import { additionalServiceSchema } from '@zaber/shared/packages/schema';
import { useShell } from '@zaber/shared/ui/shell-services';
import { useT } from '../../../i18n/use-t';
import { AdditionalServiceSaveDocument, type PackageEditorFieldsFragment } from '../api/operations.generated';

type AdditionalService = PackageEditorFieldsFragment['additionalServices'][number];

export interface AdditionalServiceModalProps {
  packageId: string;
  /** The service edited; null adds one. */
  service: AdditionalService | null;
  onClose(): void;
}

/** Adds or edits an additional service a client may order with any option: name, price in Kč, a note. */
export function AdditionalServiceModal({ packageId, service, onClose }: AdditionalServiceModalProps) {
  const t = useT();
  const { notify } = useShell();
  const [save] = useMutation(AdditionalServiceSaveDocument);
  const form = useZodForm(additionalServiceSchema, {
    defaultValues: { packageId, id: service?.id ?? null, title: service?.title ?? '', price: service?.price, note: service?.note ?? '' },
  });
  const title = service ? t('executor.packages.services.editTitle') : t('executor.packages.services.addTitle');

  return (
    <FormModal title={title} closeLabel={t('executor.packages.form.close')} onClose={onClose} width={560}>
      <SchemaForm
        form={form}
        aria-label={title}
        onSubmit={async (input) => {
          await save({ variables: { input } });
          notify('success', t('executor.packages.services.saved'));
          onClose();
        }}
      >
        <ZodField
          form={form}
          name="title"
          label={t('executor.packages.services.title')}
          render={({ value, ...field }) => <Input {...field} value={value ?? ''} placeholder={t('executor.packages.services.titlePlaceholder')} />}
        />
        <ZodField form={form} name="price" label={t('executor.packages.services.price')} render={(field) => <MoneyInput {...field} />} />
        <ZodField
          form={form}
          name="note"
          label={t('executor.packages.services.note')}
          render={({ value, ...field }) => <Input.TextArea {...field} value={value ?? ''} rows={3} />}
        />
        <Flex justify="flex-end" gap={8} wrap>
          <Button onClick={onClose}>{t('executor.packages.form.cancel')}</Button>
          <SubmitButton>{t('executor.packages.services.save')}</SubmitButton>
        </Flex>
      </SchemaForm>
    </FormModal>
  );
}
