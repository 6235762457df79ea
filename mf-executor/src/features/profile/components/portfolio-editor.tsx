import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import ArrowRightOutlined from '@ant-design/icons/ArrowRightOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { useMutation } from '@apollo/client/react';
import { WORKS_PER_CATEGORY_MIN } from '@zaber/shared/media/constants';
import { errorMessage } from '@zaber/shared/platform/graphql-errors';
import type { OwnerToolProps, ProfileDetail } from '@zaber/shared/profiles/profile-view';
import { EAGER_THUMBS, WorkImage } from '@zaber/shared/profiles/work-image';
import { Button } from '@zaber/shared/ui/antd/button';
import { Empty } from '@zaber/shared/ui/antd/empty';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Popconfirm } from '@zaber/shared/ui/antd/popconfirm';
import { Tag } from '@zaber/shared/ui/antd/tag';
import { useShell } from '@zaber/shared/ui/shell-services';
import { Typography } from '@zaber/shared/ui/typography';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { MediaUploader } from '../../../lib/ui/media-uploader';
import { WorkDeleteDocument, WorksAddDocument, WorksReorderDocument } from '../api/operations.generated';
import { useOwnerRefresh } from '../hooks/use-owner-refresh';
import { CategoriesModal } from './categories-modal';
import { VideoAddModal } from './video-add-modal';

type Entry = ProfileDetail['categories'][number];
type Work = ProfileDetail['works'][number];

interface WorkTileProps {
  work: Work;
  index: number;
  count: number;
  eager: boolean;
  onMove(index: number, delta: -1 | 1): void;
  onDelete(work: Work): Promise<void>;
}

/** One work with its tools: move earlier or later (buttons, for keyboards and phones alike) and delete. */
function WorkTile({ work, index, count, eager, onMove, onDelete }: WorkTileProps) {
  const t = useT();
  const first = index === 0;
  const last = index === count - 1;
  return (
    <li className="zx-work" data-work={work.id}>
      <div className="zp-work">
        {work.image ? <WorkImage image={work.image} eager={eager} /> : <div className="zx-work__blank" />}
        {work.type === 'VIDEO' && (
          <Tag className="zp-play" color="red">
            ▶ {t('executor.profile.portfolio.video')}
          </Tag>
        )}
      </div>
      {/* A photo's title is its service's name, already the section's heading; a video's is its own. */}
      {work.type === 'VIDEO' && (
        <Typography.Text ellipsis={{ rows: 1 }} className="zx-work__title">
          {work.title}
        </Typography.Text>
      )}
      <Flex gap={4} className="zx-work__tools">
        {/* aria-disabled, not disabled: the button keeps its focus when its work reaches the end. */}
        <Button
          icon={<ArrowLeftOutlined aria-hidden="true" />}
          aria-label={t('executor.profile.portfolio.moveEarlier', { index: index + 1, title: work.title })}
          aria-disabled={first}
          className={first ? 'zx-work__tool--off' : undefined}
          onClick={() => !first && onMove(index, -1)}
        />
        <Button
          icon={<ArrowRightOutlined aria-hidden="true" />}
          aria-label={t('executor.profile.portfolio.moveLater', { index: index + 1, title: work.title })}
          aria-disabled={last}
          className={last ? 'zx-work__tool--off' : undefined}
          onClick={() => !last && onMove(index, 1)}
        />
        <Popconfirm
          title={t('executor.profile.portfolio.deleteConfirm')}
          okText={t('executor.profile.portfolio.deleteOk')}
          cancelText={t('executor.profile.portfolio.deleteCancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => onDelete(work)}
        >
          <Button
            danger
            icon={<DeleteOutlined aria-hidden="true" />}
            aria-label={t('executor.profile.portfolio.delete', { index: index + 1, title: work.title })}
          />
        </Popconfirm>
      </Flex>
    </li>
  );
}

interface CategoryWorksProps {
  entry: Entry;
  works: Work[];
  eagerFrom: number;
  refresh(): Promise<unknown>;
}

/** One service's works with its own uploads and video link. */
function CategoryWorks({ entry, works, eagerFrom, refresh }: CategoryWorksProps) {
  const t = useT();
  const { notify } = useShell();
  const { category } = entry;
  const [addWorks] = useMutation(WorksAddDocument);
  const [reorderWorks] = useMutation(WorksReorderDocument);
  const [deleteWork] = useMutation(WorkDeleteDocument);
  const [videoOpen, setVideoOpen] = useState(false);
  // The order just chosen, shown until the profile comes back in it.
  const [order, setOrder] = useState<string[] | null>(null);
  const shown = order ? order.flatMap((id) => works.filter((w) => w.id === id)) : works;
  const short = entry.active && shown.length < WORKS_PER_CATEGORY_MIN;

  const move = async (index: number, delta: -1 | 1) => {
    const ids = shown.map((w) => w.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + delta, 0, moved);
    setOrder(ids);
    try {
      await reorderWorks({ variables: { input: { categorySlug: category.slug, workIds: ids } } });
      await refresh();
    } catch (error) {
      notify('error', errorMessage(error, t('common.genericError')));
    } finally {
      setOrder(null);
    }
  };

  const remove = async (work: Work) => {
    try {
      await deleteWork({ variables: { id: work.id } });
      notify('success', t('executor.profile.portfolio.deleted'));
      await refresh();
    } catch (error) {
      notify('error', errorMessage(error, t('common.genericError')));
    }
  };

  const attach = async (uploadIds: string[]) => {
    await addWorks({ variables: { input: { categorySlug: category.slug, uploadIds } } });
    notify('success', t('executor.profile.portfolio.added', { count: uploadIds.length }));
    await refresh();
  };

  const titleId = `zx-works-${category.slug}`;
  return (
    <section aria-labelledby={titleId} className="zx-category" data-category={category.slug}>
      <Flex align="center" gap={8} wrap>
        <Typography.Title level={2} id={titleId} className="z-font-xl z-m-0">
          {category.name}
        </Typography.Title>
        {!entry.active && <Tag>{t('executor.profile.portfolio.inactive')}</Tag>}
        {short && (
          <Tag color="orange" data-testid="works-progress" title={t('executor.profile.portfolio.progressHint', { min: WORKS_PER_CATEGORY_MIN })}>
            {t('executor.profile.portfolio.progress', { count: shown.length, min: WORKS_PER_CATEGORY_MIN })}
          </Tag>
        )}
      </Flex>
      {short && (
        <Typography.Paragraph type="secondary" className="z-m-1-0-0">
          {t('executor.profile.portfolio.progressHint', { min: WORKS_PER_CATEGORY_MIN })}
        </Typography.Paragraph>
      )}
      {shown.length === 0 ? (
        <Typography.Paragraph type="secondary" className="z-m-3-0">
          {t('executor.profile.portfolio.empty')}
        </Typography.Paragraph>
      ) : (
        <ul className="zp-works zx-works" aria-label={t('executor.profile.portfolio.works', { name: category.name })}>
          {shown.map((work, index) => (
            <WorkTile
              key={work.id}
              work={work}
              index={index}
              count={shown.length}
              eager={eagerFrom + index < EAGER_THUMBS}
              onMove={(i, delta) => void move(i, delta)}
              onDelete={remove}
            />
          ))}
        </ul>
      )}
      <Flex gap={8} wrap align="start" className="zx-category__add">
        {category.allowedWorkTypes.includes('PHOTO') && (
          <MediaUploader
            purpose="WORK"
            label={t('executor.profile.portfolio.addPhotos')}
            ariaLabel={`${t('executor.profile.portfolio.addPhotos')}: ${category.name}`}
            attach={attach}
          />
        )}
        {category.allowedWorkTypes.includes('VIDEO') && (
          <Button onClick={() => setVideoOpen(true)} aria-label={`${t('executor.profile.portfolio.addVideo')}: ${category.name}`}>
            {t('executor.profile.portfolio.addVideo')}
          </Button>
        )}
      </Flex>
      {videoOpen && <VideoAddModal category={category} onClose={() => setVideoOpen(false)} onAdded={refresh} />}
    </section>
  );
}

/** The owner's portfolio tab: the works of each service (inactive ones too), to add, order and delete. */
export function PortfolioEditor({ profile, refetch }: OwnerToolProps) {
  const t = useT();
  const refresh = useOwnerRefresh(refetch);
  const [categoriesOpen, setCategoriesOpen] = useState(false);

  if (profile.categories.length === 0) {
    return (
      <>
        <Empty description={t('executor.profile.portfolio.noCategories')}>
          <Button type="primary" onClick={() => setCategoriesOpen(true)}>
            {t('executor.profile.portfolio.chooseCategories')}
          </Button>
        </Empty>
        {categoriesOpen && <CategoriesModal profile={profile} onClose={() => setCategoriesOpen(false)} onSaved={refresh} />}
      </>
    );
  }

  let seen = 0;
  return (
    <>
      {profile.categories.map((entry) => {
        const works = profile.works.filter((w) => w.category.slug === entry.category.slug);
        const eagerFrom = seen;
        seen += works.length;
        return <CategoryWorks key={entry.category.slug} entry={entry} works={works} eagerFrom={eagerFrom} refresh={refresh} />;
      })}
    </>
  );
}
