import { useMutation } from '@apollo/client/react';
import { AVATAR_MIN_SIZE, UPLOAD_ERRORS } from '@zaber/shared/media/constants';
import { imageSizeOf, refusalOf, UPLOAD_ACCEPT, UploadError, uploadFile } from '@zaber/shared/media/upload-file';
import { errorMessage } from '@zaber/shared/platform/graphql-errors';
import type { OwnerToolProps } from '@zaber/shared/profiles/profile-view';
import { AlertIcon } from '@zaber/shared/ui/alert-icon';
import { Alert } from '@zaber/shared/ui/antd/alert';
import { Avatar } from '@zaber/shared/ui/antd/avatar';
import { Progress } from '@zaber/shared/ui/antd/progress';
import { Upload } from '@zaber/shared/ui/antd/upload';
import { useShell } from '@zaber/shared/ui/shell-services';
import ImgCrop from 'antd-img-crop';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { AvatarSetDocument } from '../api/operations.generated';
import { useOwnerRefresh } from '../hooks/use-owner-refresh';
import { useUpdateViewer } from '../hooks/use-update-viewer';
import { CropControlsNames } from './crop-controls-names';

/** Why an avatar file cannot be used, before it is cropped or sent; null when it can. */
async function avatarRefusal(file: File): Promise<string | null> {
  const refusal = refusalOf(file, 'AVATAR');
  if (refusal) return refusal;
  const size = await imageSizeOf(file);
  // A size the browser cannot read is left to the API, which decodes every format it takes.
  if (size && (size.width < AVATAR_MIN_SIZE || size.height < AVATAR_MIN_SIZE)) return UPLOAD_ERRORS.AVATAR_QUALITY;
  return null;
}

/**
 * The owner's avatar: a click chooses an image, which is cropped square in the browser, refused
 * when under 200 × 200 px, sent with its progress and then set with `setAvatar`.
 */
export function AvatarEditor({ profile, refetch }: OwnerToolProps) {
  const t = useT();
  const { notify } = useShell();
  const refresh = useOwnerRefresh(refetch);
  const updateViewer = useUpdateViewer();
  const [setAvatar] = useMutation(AvatarSetDocument);
  const [percent, setPercent] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const check = async (file: File) => {
    const reason = await avatarRefusal(file);
    setRefusal(reason);
    return reason === null;
  };

  const send = async (file: File) => {
    setPercent(0);
    try {
      const upload = await uploadFile(file, { purpose: 'AVATAR', onProgress: (loaded, total) => setPercent(Math.round((loaded / total) * 100)) });
      const saved = (await setAvatar({ variables: { uploadId: upload.id } })).data?.setAvatar;
      if (saved) updateViewer({ avatar: saved.avatar });
      notify('success', t('executor.profile.avatar.saved'));
      await refresh();
    } catch (error) {
      setRefusal(error instanceof UploadError ? (error.detail ?? t('common.upload.failed')) : errorMessage(error, t('common.genericError')));
    } finally {
      setPercent(null);
    }
  };

  return (
    <div className="zx-avatar">
      <ImgCrop
        aspect={1}
        cropShape="round"
        quality={0.92}
        modalTitle={t('executor.profile.avatar.cropTitle')}
        modalOk={t('executor.profile.avatar.cropOk')}
        modalCancel={t('executor.profile.avatar.cropCancel')}
        resetText={t('executor.profile.avatar.cropReset')}
        showReset
        modalProps={{ modalRender: (content) => <CropControlsNames zoomLabel={t('executor.profile.avatar.cropZoom')}>{content}</CropControlsNames> }}
        // Too small a photo is refused before the crop even opens.
        beforeCrop={(file) => check(file)}
      >
        <Upload
          accept={UPLOAD_ACCEPT}
          showUploadList={false}
          // Its child is the avatar, not a button: the upload area itself is the focusable button.
          hasControlInside={false}
          disabled={percent !== null}
          // The cropped file is checked again: zooming in may leave fewer than 200 px.
          beforeUpload={async (file) => ((await check(file)) ? true : Upload.LIST_IGNORE)}
          customRequest={({ file }) => void send(file as File)}
        >
          <span className="zx-avatar__button">
            <Avatar src={profile.avatar ?? undefined} size={96} alt="">
              {profile.title.slice(0, 1)}
            </Avatar>
            <span className="zx-avatar__label">{t('executor.profile.avatar.change')}</span>
          </span>
        </Upload>
      </ImgCrop>
      {percent !== null && <Progress percent={percent} size="small" aria-label={t('executor.profile.avatar.uploading')} />}
      {refusal && <Alert type="error" showIcon icon={<AlertIcon type="error" />} title={refusal} role="alert" className="zx-avatar__error" />}
    </div>
  );
}
