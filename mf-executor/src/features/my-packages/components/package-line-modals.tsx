import { useMutation } from '@apollo/client/react';
import { MoneyInput } from '@zaber/shared/money/money-input';
import { additionalServiceSchema, priceOptionSchema } from '@zaber/shared/packages/schema';
import { Button } from '@zaber/shared/ui/antd/button';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Input } from '@zaber/shared/ui/antd/input';
import { FormModal } from '@zaber/shared/ui/forms/form-modal';
import { SchemaForm, SubmitButton } from '@zaber/shared/ui/forms/schema-form';
import { useZodForm } from '@zaber/shared/ui/forms/use-zod-form';
import { ZodField } from '@zaber/shared/ui/forms/zod-field';
import { useShell } from '@zaber/shared/ui/shell-services';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useT } from '../../../i18n/use-t';
import { AdditionalServiceSaveDocument, type PackageEditorFieldsFragment, PriceOptionSaveDocument } from '../api/operations.generated';

/*
 * The two priced lines of a package, each edited in its own dialog: a price option (name, price,
 * what it includes) and an additional service (name, price, a note). One frame for both.
 */

type PriceOption = PackageEditorFieldsFragment['priceOptions'][number];
type AdditionalService = PackageEditorFieldsFragment['additionalServices'][number];

interface LineDialogProps<T extends FieldValues, C, O> {
  title: string;
  form: UseFormReturn<T, C, O>;
  save(input: O): Promise<unknown>;
  /** Said once it is saved. */
  savedText: string;
  submitLabel: string;
  onClose(): void;
  /** The line's fields. */
  children: ReactNode;
}

/** A package line's dialog: its fields, then cancel and save; saved, it says so and closes. */
function LineDialog<T extends FieldValues, C, O>({ title, form, save, savedText, submitLabel, onClose, children }: LineDialogProps<T, C, O>) {
  const t = useT();
  const { notify } = useShell();
  return (
    <FormModal title={title} closeLabel={t('executor.packages.form.close')} onClose={onClose} width={560}>
      <SchemaForm
        form={form}
        aria-label={title}
        onSubmit={async (input) => {
          await save(input);
          notify('success', savedText);
          onClose();
        }}
      >
        {children}
        <Flex justify="flex-end" gap={8} wrap>
          <Button onClick={onClose}>{t('executor.packages.form.cancel')}</Button>
          <SubmitButton>{submitLabel}</SubmitButton>
        </Flex>
      </SchemaForm>
    </FormModal>
  );
}

export interface PriceOptionModalProps {
  packageId: string;
  /** The option edited; null adds one. */
  option: PriceOption | null;
  onClose(): void;
}

/** Adds or edits a price option: its name, its price (typed in Kč, sent in haléř) and what it includes. */
export function PriceOptionModal({ packageId, option, onClose }: PriceOptionModalProps) {
  const t = useT();
  const [save] = useMutation(PriceOptionSaveDocument);
  const form = useZodForm(priceOptionSchema, {
    defaultValues: { packageId, id: option?.id ?? null, title: option?.title ?? '', price: option?.price, description: option?.description ?? '' },
  });
  return (
    <LineDialog
      title={option ? t('executor.packages.priceOptions.editTitle') : t('executor.packages.priceOptions.addTitle')}
      form={form}
      save={(input) => save({ variables: { input } })}
      savedText={t('executor.packages.priceOptions.saved')}
      submitLabel={t('executor.packages.priceOptions.save')}
      onClose={onClose}
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
    </LineDialog>
  );
}

export interface AdditionalServiceModalProps {
  packageId: string;
  /** The service edited; null adds one. */
  service: AdditionalService | null;
  onClose(): void;
}

/** Adds or edits an additional service a client may order with any option: name, price in Kč, a note. */
export function AdditionalServiceModal({ packageId, service, onClose }: AdditionalServiceModalProps) {
  const t = useT();
  const [save] = useMutation(AdditionalServiceSaveDocument);
  const form = useZodForm(additionalServiceSchema, {
    defaultValues: { packageId, id: service?.id ?? null, title: service?.title ?? '', price: service?.price, note: service?.note ?? '' },
  });
  return (
    <LineDialog
      title={service ? t('executor.packages.services.editTitle') : t('executor.packages.services.addTitle')}
      form={form}
      save={(input) => save({ variables: { input } })}
      savedText={t('executor.packages.services.saved')}
      submitLabel={t('executor.packages.services.save')}
      onClose={onClose}
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
    </LineDialog>
  );
}
