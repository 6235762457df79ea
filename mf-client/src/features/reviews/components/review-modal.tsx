import CloseOutlined from '@ant-design/icons/CloseOutlined';
import StarFilled from '@ant-design/icons/StarFilled';
import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { createReviewSchema, ENGAGEMENT_ERRORS, REVIEW_TEXT_MAX_LENGTH } from '@zaber/shared/packages/schema';
import type { ModalContent } from '@zaber/shared/platform/contract';
import { formatDate } from '@zaber/shared/platform/dates';
import { selectRole } from '@zaber/shared/platform/store/shell-state';
import { AlertIcon } from '@zaber/shared/ui/alert-icon';
import { Alert } from '@zaber/shared/ui/antd/alert';
import { Button } from '@zaber/shared/ui/antd/button';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Input } from '@zaber/shared/ui/antd/input';
import { Modal } from '@zaber/shared/ui/antd/modal';
import { Radio } from '@zaber/shared/ui/antd/radio';
import { Rate } from '@zaber/shared/ui/antd/rate';
import { Result } from '@zaber/shared/ui/antd/result';
import { SchemaForm, SubmitButton } from '@zaber/shared/ui/forms/schema-form';
import { useZodForm } from '@zaber/shared/ui/forms/use-zod-form';
import { ZodField } from '@zaber/shared/ui/forms/zod-field';
import { LoadError, Loading } from '@zaber/shared/ui/query-state';
import { Typography } from '@zaber/shared/ui/typography';
import { cloneElement, type ReactElement, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useSelector } from 'react-redux';
import { useT } from '../../../i18n/use-t';
import { ReviewableEngagementListDocument, type ReviewableEngagementListQuery, ReviewCreateDocument } from '../api/operations.generated';

const STAR = <StarFilled aria-hidden />;

/** rc-rate's star: an item holding the radio; the radio gets `name`. */
function namedStar(star: ReactElement, name: string): ReactElement {
  const { children } = star.props as { children: ReactElement };
  return cloneElement(star, {}, cloneElement(children as ReactElement<{ 'aria-label'?: string }>, { 'aria-label': name }));
}

type Engagement = ReviewableEngagementListQuery['reviewableEngagements'][number];

/**
 * A new review changes what shows ratings: the professional's rating, count and reviews (the
 * profile's `hodnoceni/` tab), what is left to review (/objednavky/, the request detail), and the
 * engagement's next step (its page asks for the review until it is written).
 * Dropping them from the cache makes every query on screen that shows them ask the API again.
 */
export function forgetReviewedData(cache: ApolloCache, executorId: string, conversationId: string): void {
  const profile = cache.identify({ __typename: 'PublicProfile', id: executorId });
  for (const fieldName of ['rating', 'reviewsCount', 'reviews']) cache.evict({ id: profile, fieldName });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'reviewableEngagements' });
  cache.evict({ id: cache.identify({ __typename: 'Conversation', id: conversationId }), fieldName: 'engagement' });
  cache.gc();
}

interface ReviewFormProps {
  engagements: readonly Engagement[];
  /** The engagement the modal was opened for (an order's "Ohodnotit"), when it is among them. */
  chosen?: string;
  close: () => void;
  onReviewed: () => void;
}

function ReviewForm({ engagements, chosen, close, onReviewed }: ReviewFormProps) {
  const t = useT();
  const [createReview] = useMutation(ReviewCreateDocument);
  const only = engagements.length === 1 ? engagements[0] : engagements.find((e) => e.conversationId === chosen);
  const form = useZodForm(createReviewSchema, { defaultValues: { conversationId: only?.conversationId ?? '', text: '' } });
  const rating = useWatch({ control: form.control, name: 'rating' });
  const engagementLabel = t('client.review.engagement');
  const ratingLabel = t('client.review.rating');
  const describe = (e: Engagement) => `${e.subject} · ${t(`client.review.kinds.${e.kind}`)} · ${t('client.review.doneAt', { date: formatDate(e.doneAt) })}`;

  return (
    <SchemaForm
      form={form}
      aria-label={t('client.review.title')}
      onSubmit={async (input) => {
        const reviewed = engagements.find((e) => e.conversationId === input.conversationId);
        await createReview({ variables: { input }, update: (cache) => reviewed && forgetReviewedData(cache, reviewed.executor.id, reviewed.conversationId) });
        onReviewed();
      }}
    >
      {only ? (
        <Typography.Paragraph type="secondary" data-testid="review-engagement">
          {describe(only)}
        </Typography.Paragraph>
      ) : (
        <ZodField
          form={form}
          name="conversationId"
          label={engagementLabel}
          render={({ id, value, onChange, ref: _ref, ...field }) => (
            <Radio.Group
              id={id}
              name={id}
              aria-label={engagementLabel}
              aria-invalid={field['aria-invalid']}
              aria-describedby={field['aria-describedby']}
              vertical
              value={value ? String(value) : null}
              onChange={(event) => onChange(event.target.value)}
              options={engagements.map((e) => ({ value: e.conversationId, label: describe(e) }))}
            />
          )}
        />
      )}
      <ZodField
        form={form}
        name="rating"
        label={ratingLabel}
        render={({ id, value, onChange, onBlur, ref: _ref, ...field }) => (
          <Flex gap={12} align="center" wrap>
            {/* The stars are radios (rc-rate) without a group of their own: this names them and carries the message. */}
            <div role="radiogroup" aria-label={ratingLabel} aria-invalid={field['aria-invalid']} aria-describedby={field['aria-describedby']}>
              <Rate
                id={id}
                value={typeof value === 'number' ? value : 0}
                onChange={(stars: number) => onChange(stars === 0 ? undefined : stars)}
                onBlur={onBlur}
                character={STAR}
                // Each star is a radio: named in Czech ("3 hvězdičky"), not by antd's icon ("star").
                characterRender={(star, { index = 0 }) => namedStar(star, t('client.review.stars', { count: index + 1 }))}
                className="z-font-28px"
              />
            </div>
            {typeof rating === 'number' && rating > 0 && <Typography.Text aria-live="polite">{t('client.review.stars', { count: rating })}</Typography.Text>}
          </Flex>
        )}
      />
      <ZodField
        form={form}
        name="text"
        label={t('client.review.text')}
        render={(field) => <Input.TextArea {...field} rows={5} showCount maxLength={REVIEW_TEXT_MAX_LENGTH} placeholder={t('client.review.textPlaceholder')} />}
      />
      <Flex justify="flex-end" gap={8} wrap>
        <Button onClick={close}>{t('client.review.cancel')}</Button>
        <SubmitButton>{t('client.review.submit')}</SubmitButton>
      </Flex>
    </SchemaForm>
  );
}

function ReviewModal({ executorUsername, conversationId, close }: { executorUsername: string; conversationId?: string; close: () => void }) {
  const t = useT();
  const isExecutor = useSelector(selectRole) === 'executor';
  const [reviewed, setReviewed] = useState(false);
  const { data, error } = useQuery(ReviewableEngagementListDocument, {
    variables: { executorUsername },
    fetchPolicy: 'network-only',
    skip: isExecutor,
  });
  const engagements = data?.reviewableEngagements ?? [];
  const name = engagements[0]?.executor.title;

  const body = () => {
    if (reviewed) {
      return <Result status="success" title={t('client.review.done')} extra={<Button onClick={close}>{t('client.review.close')}</Button>} />;
    }
    if (isExecutor) return <Alert type="warning" showIcon icon={<AlertIcon type="warning" />} title={ENGAGEMENT_ERRORS.CLIENT_ONLY} role="alert" />;
    if (error && !data) return <LoadError />;
    if (!data) return <Loading />;
    if (engagements.length === 0)
      return <Alert type="info" showIcon icon={<AlertIcon type="info" />} title={ENGAGEMENT_ERRORS.NOTHING_TO_REVIEW} role="alert" />;
    return <ReviewForm engagements={engagements} chosen={conversationId} close={close} onReviewed={() => setReviewed(true)} />;
  };

  return (
    <Modal
      open
      title={name ? t('client.review.titleFor', { name }) : t('client.review.title')}
      onCancel={close}
      footer={null}
      width={560}
      destroyOnHidden
      closeIcon={<CloseOutlined aria-hidden />}
    >
      {body()}
    </Modal>
  );
}

/**
 * The shell's global modal `review` (spec §2 "review"): the client's DONE engagements with the
 * professional that are not reviewed yet (one picked when there are several), 1–5 stars and a
 * text. Rendered in the shell's tree (no router, no shell services).
 */
export const ReviewModalContent: ModalContent = ({ request, close }) => {
  if (request.type !== 'review') return null;
  return <ReviewModal executorUsername={request.executorUsername} conversationId={request.conversationId} close={close} />;
};
