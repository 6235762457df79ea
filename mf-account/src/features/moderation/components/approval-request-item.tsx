import { formatDateTime } from '@zaber/shared/platform/dates';
import type { GalleryImage } from '@zaber/shared/platform/store/modals-slice';
import { Avatar } from '@zaber/shared/ui/antd/avatar';
import { Button } from '@zaber/shared/ui/antd/button';
import { Popconfirm } from '@zaber/shared/ui/antd/popconfirm';
import { Tag } from '@zaber/shared/ui/antd/tag';
import { useShell } from '@zaber/shared/ui/shell-services';
import { Surface } from '@zaber/shared/ui/surface';
import { Typography } from '@zaber/shared/ui/typography';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import type { ApprovalQueueQuery } from '../api/operations.generated';

export type ApprovalRequestData = ApprovalQueueQuery['approvalQueue']['items'][number];
type Work = ApprovalRequestData['profile']['works'][number];

/** Thumbnails shown per service; the rest are a click away in the gallery. */
export const THUMBS_PER_CATEGORY = 12;

export interface ApprovalRequestItemProps {
  request: ApprovalRequestData;
  /** A decision on this request is being sent. */
  deciding: boolean;
  onApprove(): void;
  onReject(): void;
}

/** The gallery's item of a work: the photo, or the video's player (over its preview). */
function galleryImage(work: Work, index: number, untitled: (index: number) => string): GalleryImage {
  return {
    src: work.image?.src ?? '',
    alt: work.title || work.image?.alt || untitled(index + 1),
    ...(work.videoEmbedUrl ? { videoUrl: work.videoEmbedUrl } : {}),
  };
}

/**
 * One request as a moderator judges it: who asks and since when, each service with its summary,
 * works count and works, a link to the profile and, while pending, the decision.
 */
export function ApprovalRequestItem({ request, deciding, onApprove, onReject }: ApprovalRequestItemProps) {
  const t = useT();
  const { openModal } = useShell();
  const { profile } = request;
  const untitled = (index: number) => t('account.moderation.untitledWork', { index });

  return (
    <Surface data-testid="approval-request">
      <article className="za-approval" aria-labelledby={`approval-${request.id}`}>
        <header className="za-approval__head">
          <Avatar src={profile.avatar ?? undefined} size={56} alt="">
            {profile.title.slice(0, 1)}
          </Avatar>
          <div className="za-approval__who">
            <Typography.Title level={2} id={`approval-${request.id}`}>
              {profile.title}
            </Typography.Title>
            <Typography.Text type="secondary">{profile.location ?? t('account.moderation.noPlace')}</Typography.Text>
            <Typography.Text type="secondary" className="z-font-sm">
              {t('account.moderation.requestedAt', { date: formatDateTime(request.requestedAt) })}
              {request.decidedAt && ` · ${t('account.moderation.decidedAt', { date: formatDateTime(request.decidedAt) })}`}
            </Typography.Text>
          </div>
          {request.status === 'APPROVED' && <Tag color="green">{t('account.moderation.statusApproved')}</Tag>}
          {request.status === 'REJECTED' && <Tag color="red">{t('account.moderation.statusRejected')}</Tag>}
          <Link to={profile.url}>{t('account.moderation.showProfile')} →</Link>
        </header>

        {request.status === 'REJECTED' && request.reason && (
          <div>
            <Typography.Text strong>{t('account.moderation.reason')}: </Typography.Text>
            <Typography.Text>{request.reason}</Typography.Text>
          </div>
        )}

        {profile.categories.map((c) => {
          const works = profile.works.filter((w) => w.category.slug === c.category.slug);
          const images = works.map((w, i) => galleryImage(w, i, untitled));
          const open = (index: number) => openModal({ type: 'gallery', images, index });
          const hidden = works.length - THUMBS_PER_CATEGORY;
          return (
            <section key={c.category.id} className="za-approval__category" data-testid="approval-category">
              <Typography.Title level={3}>
                {c.category.name}
                {!c.active && (
                  <Tag className="z-ms-2" color="default">
                    {t('account.moderation.inactive')}
                  </Tag>
                )}{' '}
                <Typography.Text type="secondary" className="z-font-base z-weight-400">
                  · {t('account.moderation.works', { count: c.worksCount })}
                </Typography.Text>
              </Typography.Title>
              <Typography.Paragraph type={c.summary ? undefined : 'secondary'}>{c.summary || t('account.moderation.noSummary')}</Typography.Paragraph>
              {works.length === 0 ? (
                <Typography.Text type="secondary">{t('account.moderation.noWorks')}</Typography.Text>
              ) : (
                <ul className="za-works">
                  {works.slice(0, THUMBS_PER_CATEGORY).map((work, index) => (
                    <li key={work.id}>
                      <button
                        type="button"
                        className="za-work"
                        onClick={() => open(index)}
                        // A video's visible badge is a word of its name too (WCAG 2.5.3): "Zvětšit: Klip, Video".
                        aria-label={`${t('account.moderation.openWork', { title: images[index]?.alt ?? untitled(index + 1) })}${work.type === 'VIDEO' ? `, ${t('account.moderation.video')}` : ''}`}
                      >
                        {work.image && (
                          <img
                            src={work.image.thumbnail}
                            srcSet={work.image.srcSet ?? undefined}
                            sizes={work.image.srcSet ? '120px' : undefined}
                            alt=""
                            loading="lazy"
                            width={120}
                            height={120}
                          />
                        )}
                        {work.type === 'VIDEO' && <span className="za-work__badge">▶ {t('account.moderation.video')}</span>}
                      </button>
                    </li>
                  ))}
                  {hidden > 0 && (
                    <li>
                      <button type="button" className="za-work za-work--more" onClick={() => open(THUMBS_PER_CATEGORY)}>
                        {t('account.moderation.moreWorks', { count: works.length })}
                      </button>
                    </li>
                  )}
                </ul>
              )}
            </section>
          );
        })}

        {request.status === 'PENDING' && (
          <div className="za-approval__actions">
            <Button danger onClick={onReject} disabled={deciding}>
              {t('account.moderation.reject')}
            </Button>
            <Popconfirm
              title={t('account.moderation.approveConfirm', { name: profile.title })}
              description={t('account.moderation.approveConfirmText')}
              okText={t('account.moderation.approveOk')}
              cancelText={t('account.moderation.keep')}
              icon={null}
              onConfirm={onApprove}
            >
              <Button type="primary" loading={deciding}>
                {t('account.moderation.approve')}
              </Button>
            </Popconfirm>
          </div>
        )}
      </article>
    </Surface>
  );
}
