import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import ArrowRightOutlined from '@ant-design/icons/ArrowRightOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { useMutation } from '@apollo/client/react';
import { PACKAGE_GALLERY_MAX, PACKAGE_GALLERY_MIN } from '@zaber/shared/packages/schema';
import { errorMessage } from '@zaber/shared/platform/graphql-errors';
import { EAGER_THUMBS, WorkImage } from '@zaber/shared/profiles/work-image';
import { Button } from '@zaber/shared/ui/antd/button';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Popconfirm } from '@zaber/shared/ui/antd/popconfirm';
import { Tag } from '@zaber/shared/ui/antd/tag';
import { useShell } from '@zaber/shared/ui/shell-services';
import { Typography } from '@zaber/shared/ui/typography';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { MediaUploader } from '../../../lib/ui/media-uploader';
import {
  type PackageEditorFieldsFragment,
  PackageImageDeleteDocument,
  PackageImagesAddDocument,
  PackageImagesReorderDocument,
} from '../api/operations.generated';

type GalleryImage = PackageEditorFieldsFragment['gallery'][number] & { id: string };

interface TileProps {
  image: GalleryImage;
  index: number;
  count: number;
  onMove(index: number, delta: -1 | 1): void;
  onDelete(image: GalleryImage): Promise<void>;
}

/** One image with its tools: move earlier or later (buttons, for keyboards and phones alike) and delete. */
function Tile({ image, index, count, onMove, onDelete }: TileProps) {
  const t = useT();
  const first = index === 0;
  const last = index === count - 1;
  const number = index + 1;
  return (
    <li data-image={image.id}>
      <WorkImage image={image} eager={index < EAGER_THUMBS} />
      {first && (
        <Tag color="green" className="zx-gallery__cover">
          {t('executor.packages.gallery.cover')}
        </Tag>
      )}
      <Flex gap={4} className="zx-gallery__tools">
        {/* aria-disabled, not disabled: the button keeps its focus when its image reaches the end. */}
        <Button
          icon={<ArrowLeftOutlined aria-hidden="true" />}
          aria-label={t('executor.packages.gallery.moveEarlier', { number })}
          aria-disabled={first}
          className={first ? 'zx-gallery__tool--off' : undefined}
          onClick={() => !first && onMove(index, -1)}
        />
        <Button
          icon={<ArrowRightOutlined aria-hidden="true" />}
          aria-label={t('executor.packages.gallery.moveLater', { number })}
          aria-disabled={last}
          className={last ? 'zx-gallery__tool--off' : undefined}
          onClick={() => !last && onMove(index, 1)}
        />
        <Popconfirm
          title={t('executor.packages.gallery.deleteConfirm')}
          okText={t('executor.packages.gallery.deleteOk')}
          cancelText={t('executor.packages.form.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => onDelete(image)}
        >
          <Button danger icon={<DeleteOutlined aria-hidden="true" />} aria-label={t('executor.packages.gallery.delete', { number })} />
        </Popconfirm>
      </Flex>
    </li>
  );
}

/** The gallery tab: photos uploaded with a progress bar each, ordered (the first is the cover) and deleted. */
export function GalleryPanel({ pkg }: { pkg: PackageEditorFieldsFragment }) {
  const t = useT();
  const { notify } = useShell();
  const [addImages] = useMutation(PackageImagesAddDocument);
  const [reorderImages] = useMutation(PackageImagesReorderDocument);
  const [deleteImage] = useMutation(PackageImageDeleteDocument);
  // The order just chosen, shown until the package comes back in it.
  const [order, setOrder] = useState<string[] | null>(null);
  const images = pkg.gallery.filter((image): image is GalleryImage => Boolean(image.id));
  const shown = order ? order.flatMap((id) => images.filter((image) => image.id === id)) : images;
  const short = shown.length < PACKAGE_GALLERY_MIN;
  const full = shown.length >= PACKAGE_GALLERY_MAX;

  const move = async (index: number, delta: -1 | 1) => {
    const ids = shown.map((image) => image.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + delta, 0, moved);
    setOrder(ids);
    try {
      await reorderImages({ variables: { input: { packageId: pkg.id, imageIds: ids } } });
    } catch (error) {
      notify('error', errorMessage(error, t('common.genericError')));
    } finally {
      setOrder(null);
    }
  };

  const remove = async (image: GalleryImage) => {
    try {
      await deleteImage({ variables: { id: image.id } });
      notify('success', t('executor.packages.gallery.deleted'));
    } catch (error) {
      // E.g. an active package keeps at least six images: the API's reason.
      notify('error', errorMessage(error, t('common.genericError')));
    }
  };

  const attach = async (uploadIds: string[]) => {
    await addImages({ variables: { input: { packageId: pkg.id, uploadIds } } });
    notify('success', t('executor.packages.gallery.added', { count: uploadIds.length }));
  };

  return (
    <section className="zx-section" aria-labelledby="zx-gallery">
      <div className="zx-section__head">
        <Typography.Title level={2} id="zx-gallery">
          {t('executor.packages.tabs.gallery')}
        </Typography.Title>
        <Tag color={short ? 'orange' : 'green'} data-testid="gallery-count">
          {t('executor.packages.gallery.count', { count: shown.length, min: PACKAGE_GALLERY_MIN })}
        </Tag>
      </div>
      <Typography.Paragraph type="secondary">
        {t('executor.packages.gallery.lead', { min: PACKAGE_GALLERY_MIN, max: PACKAGE_GALLERY_MAX })}
      </Typography.Paragraph>
      {shown.length === 0 ? (
        <Typography.Paragraph>{t('executor.packages.gallery.empty')}</Typography.Paragraph>
      ) : (
        <ul className="zx-gallery" aria-label={t('executor.packages.gallery.list')}>
          {shown.map((image, index) => (
            <Tile key={image.id} image={image} index={index} count={shown.length} onMove={(i, delta) => void move(i, delta)} onDelete={remove} />
          ))}
        </ul>
      )}
      <MediaUploader purpose="WORK" label={t('executor.packages.gallery.add')} attach={attach} disabled={full} />
      {full && <Typography.Paragraph type="secondary">{t('executor.packages.gallery.full', { max: PACKAGE_GALLERY_MAX })}</Typography.Paragraph>}
    </section>
  );
}
