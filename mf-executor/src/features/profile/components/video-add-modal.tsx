import { useMutation } from '@apollo/client/react';
import { addVideoWorkSchema, WORK_TITLE_MAX_LENGTH } from '@zaber/shared/profiles/schema';
import { Button } from '@zaber/shared/ui/antd/button';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Input } from '@zaber/shared/ui/antd/input';
import { FormModal } from '@zaber/shared/ui/forms/form-modal';
import { SchemaForm, SubmitButton } from '@zaber/shared/ui/forms/schema-form';
import { useZodForm } from '@zaber/shared/ui/forms/use-zod-form';
import { ZodField } from '@zaber/shared/ui/forms/zod-field';
import { useShell } from '@zaber/shared/ui/shell-services';
import type { z } from 'zod';
import { useT } from '../../../i18n/use-t';
import { VideoWorkAddDocument } from '../api/operations.generated';

export interface VideoAddModalProps {
  category: { slug: string; name: string };
  onClose(): void;
  onAdded(): Promise<unknown>;
}

/** "Přidat video" (spec §2): a YouTube or Vimeo link and an optional title, into one service. */
export function VideoAddModal({ category, onClose, onAdded }: VideoAddModalProps) {
  const t = useT();
  const { notify } = useShell();
  const [addVideo] = useMutation(VideoWorkAddDocument);
  const form = useZodForm(addVideoWorkSchema, { defaultValues: { categorySlug: category.slug, url: '', title: '' } });

  const submit = async (input: z.output<typeof addVideoWorkSchema>) => {
    await addVideo({ variables: { input } });
    notify('success', t('executor.profile.video.added'));
    onClose();
    await onAdded();
  };

  return (
    <FormModal title={t('executor.profile.video.title', { category: category.name })} closeLabel={t('executor.profile.video.close')} onClose={onClose}>
      <SchemaForm form={form} onSubmit={submit} aria-label={t('executor.profile.video.title', { category: category.name })}>
        <ZodField
          form={form}
          name="url"
          label={t('executor.profile.video.url')}
          render={({ value, ...field }) => (
            <Input {...field} value={value ?? ''} type="url" inputMode="url" placeholder={t('executor.profile.video.urlPlaceholder')} spellCheck={false} />
          )}
        />
        <ZodField
          form={form}
          name="title"
          label={t('executor.profile.video.name')}
          render={({ value, ...field }) => <Input {...field} value={value ?? ''} maxLength={WORK_TITLE_MAX_LENGTH} />}
        />
        <Flex justify="flex-end" gap={8} wrap>
          <Button onClick={onClose}>{t('executor.profile.video.cancel')}</Button>
          <SubmitButton>{t('executor.profile.video.submit')}</SubmitButton>
        </Flex>
      </SchemaForm>
    </FormModal>
  );
}
