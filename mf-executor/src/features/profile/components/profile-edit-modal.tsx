import { useMutation } from '@apollo/client/react';
import { MunicipalitySelect } from '@zaber/shared/places/municipality-select';
import { href } from '@zaber/shared/platform/routes';
import { PROFILE_SUMMARY_MAX_LENGTH, type UpdateProfileValues, updateProfileSchema } from '@zaber/shared/profiles/schema';
import { Button } from '@zaber/shared/ui/antd/button';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Input } from '@zaber/shared/ui/antd/input';
import { FormModal } from '@zaber/shared/ui/forms/form-modal';
import { SchemaForm, SubmitButton } from '@zaber/shared/ui/forms/schema-form';
import { useZodForm } from '@zaber/shared/ui/forms/use-zod-form';
import { ZodField } from '@zaber/shared/ui/forms/zod-field';
import { useShell } from '@zaber/shared/ui/shell-services';
import { Typography } from '@zaber/shared/ui/typography';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import { type OwnProfileFieldsFragment, ProfileUpdateDocument } from '../api/operations.generated';
import { useUpdateViewer } from '../hooks/use-update-viewer';

export interface ProfileEditModalProps {
  current: OwnProfileFieldsFragment;
  onClose(): void;
  /** After a save that kept the address (a new address loads the profile anew anyway). */
  onSaved(): Promise<unknown>;
}

/** The address a username gives the profile, as the browser shows it. */
function profileAddress(username: string): string | null {
  const trimmed = username.trim();
  if (!trimmed) return null;
  return `${window.location.origin}${decodeURIComponent(href('profile', { username: trimmed }))}`;
}

/** "Upravit profil": name, address, summary, obec and contacts (spec §5), saved whole. */
export function ProfileEditModal({ current, onClose, onSaved }: ProfileEditModalProps) {
  const t = useT();
  const { notify } = useShell();
  const navigate = useNavigate();
  const updateViewer = useUpdateViewer();
  const [updateProfile] = useMutation(ProfileUpdateDocument);
  const form = useZodForm(updateProfileSchema, {
    defaultValues: {
      title: current.title,
      username: current.username,
      summary: current.summary ?? '',
      municipalityId: current.municipality?.id ?? '',
      phone: current.phone ?? '',
      facebookUrl: current.facebookUrl ?? '',
      instagramUrl: current.instagramUrl ?? '',
      website: current.website ?? '',
    },
  });
  const username = useWatch({ control: form.control, name: 'username' });
  const address = profileAddress(username ?? '');

  const submit = async (input: UpdateProfileValues) => {
    const saved = (await updateProfile({ variables: { input } })).data?.updateProfile;
    if (!saved) return;
    updateViewer({ title: saved.title, username: saved.username, url: saved.url });
    notify('success', t('executor.profile.edit.saved'));
    onClose();
    if (saved.username !== current.username) navigate(href('profile', { username: saved.username }));
    else await onSaved();
  };

  return (
    <FormModal title={t('executor.profile.edit.title')} closeLabel={t('executor.profile.edit.close')} onClose={onClose} width={640}>
      <SchemaForm form={form} onSubmit={submit} aria-label={t('executor.profile.edit.title')}>
        <ZodField
          form={form}
          name="title"
          label={t('executor.profile.edit.name')}
          render={({ value, ...field }) => <Input {...field} value={value ?? ''} autoComplete="name" />}
        />
        <ZodField
          form={form}
          name="username"
          label={t('executor.profile.edit.username')}
          render={({ value, ...field }) => (
            <>
              <Input {...field} value={value ?? ''} autoComplete="username" spellCheck={false} />
              {address && (
                <Typography.Text type="secondary" className="zx-field-hint" data-testid="profile-address">
                  {t('executor.profile.edit.usernameUrl', { url: address })}
                </Typography.Text>
              )}
            </>
          )}
        />
        <ZodField
          form={form}
          name="summary"
          label={t('executor.profile.edit.summary')}
          render={({ value, ...field }) => (
            <Input.TextArea
              {...field}
              value={value ?? ''}
              rows={5}
              placeholder={t('executor.profile.edit.summaryPlaceholder')}
              count={{ show: true, max: PROFILE_SUMMARY_MAX_LENGTH }}
            />
          )}
        />
        <ZodField
          form={form}
          name="municipalityId"
          label={t('executor.profile.edit.place')}
          render={({ id, onChange, onBlur, 'aria-invalid': invalid, 'aria-describedby': describedBy }) => (
            <MunicipalitySelect
              id={id}
              initial={current.municipality}
              onChange={onChange}
              onBlur={onBlur}
              aria-invalid={invalid}
              aria-describedby={describedBy}
            />
          )}
        />
        <ZodField
          form={form}
          name="phone"
          label={t('executor.profile.edit.phone')}
          render={({ value, ...field }) => (
            <Input {...field} value={value ?? ''} type="tel" autoComplete="tel" placeholder={t('executor.profile.edit.phonePlaceholder')} />
          )}
        />
        <ZodField
          form={form}
          name="facebookUrl"
          label={t('executor.profile.edit.facebook')}
          render={({ value, ...field }) => <Input {...field} value={value ?? ''} prefix="facebook.com/" spellCheck={false} />}
        />
        <ZodField
          form={form}
          name="instagramUrl"
          label={t('executor.profile.edit.instagram')}
          render={({ value, ...field }) => <Input {...field} value={value ?? ''} prefix="@" spellCheck={false} />}
        />
        <ZodField
          form={form}
          name="website"
          label={t('executor.profile.edit.website')}
          render={({ value, ...field }) => (
            <Input {...field} value={value ?? ''} type="url" autoComplete="url" placeholder={t('executor.profile.edit.websitePlaceholder')} />
          )}
        />
        <Flex justify="flex-end" gap={8} wrap>
          <Button onClick={onClose}>{t('executor.profile.edit.cancel')}</Button>
          <SubmitButton>{t('executor.profile.edit.save')}</SubmitButton>
        </Flex>
      </SchemaForm>
    </FormModal>
  );
}
