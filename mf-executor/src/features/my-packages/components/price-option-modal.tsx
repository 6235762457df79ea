import { useMutation } from '@apollo/client/react';
import { Button } from '@zaber/shared/antd/button';
import { Flex } from '@zaber/shared/antd/flex';
import { Input } from '@zaber/shared/antd/input';
import { FormModal } from '@zaber/shared/forms/form-modal';
import { SchemaForm, SubmitButton } from '@zaber/shared/forms/schema-form';
import { useZodForm } from '@zaber/shared/forms/use-zod-form';
import { ZodField } from '@zaber/shared/forms/zod-field';
import { MoneyInput } from '@zaber/shared/money/money-input';
import { priceOptionSchema } from '@zaber/shared/packages/schema';
import { useShell } from '@zaber/shared/ui/shell-services';
import { useT } from '../../../i18n/use-t';
import { type PackageEditorFieldsFragment, PriceOptionSaveDocument } from '../api/operations.generated';

type PriceOption = PackageEditorFieldsFragment['priceOptions'][number];

export interface PriceOptionModalProps {
  packageId: string;
  /** The option edited; null adds one. */
  option: PriceOption | null;
  onClose(): void;
}

/** Adds or edits a price option: its name, its price (typed in Kč, sent in haléř) and what it includes. */
export function PriceOptionModal({ packageId, option, onClose }: PriceOptionModalProps) {
  const t = useT();
  const { notify } = useShell();
  const [save] = useMutation(PriceOptionSaveDocument);
  const form = useZodForm(priceOptionSchema, {
    defaultValues: { packageId, id: option?.id ?? null, title: option?.title ?? '', price: option?.price, description: option?.description ?? '' },
  });
  const title = option ? t('executor.packages.priceOptions.editTitle') : t('executor.packages.priceOptions.addTitle');

  return (
    <FormModal title={title} closeLabel={t('executor.packages.form.close')} onClose={onClose} width={560}>
      <SchemaForm
        form={form}
        aria-label={title}
        onSubmit={async (input) => {
          await save({ variables: { input } });
          notify('success', t('executor.packages.priceOptions.saved'));
          onClose();
        }}
      >
        <ZodField
          form={form}
          name="title"
          label={t('executor.packages.priceOptions.title')}
          render={({ value, ...field }) => <Input {...field} value={value ?? ''} placeholder={t('executor.packages.priceOptions.titlePlaceholder')} />}
        />
        <ZodField form={form} name="price" label={t('executor.packages.priceOptions.price')} render={(field) => <MoneyInput {...field} />} />
        <ZodField
          form={form}
          name="description"
          label={t('executor.packages.priceOptions.description')}
          render={({ value, ...field }) => (
            <Input.TextArea {...field} value={value ?? ''} rows={4} placeholder={t('executor.packages.priceOptions.descriptionPlaceholder')} />
          )}
        />
        <Flex justify="flex-end" gap={8} wrap>
          <Button onClick={onClose}>{t('executor.packages.form.cancel')}</Button>
          <SubmitButton>{t('executor.packages.priceOptions.save')}</SubmitButton>
        </Flex>
      </SchemaForm>
    </FormModal>
  );
}
