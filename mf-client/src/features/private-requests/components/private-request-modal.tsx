import CloseOutlined from '@ant-design/icons/CloseOutlined';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { createPrivateRequestSchema, ENGAGEMENT_ERRORS, PRIVATE_REQUEST_DESCRIPTION_MAX_LENGTH } from '@zaber/shared/packages/schema';
import { MunicipalitySelect } from '@zaber/shared/places/municipality-select';
import type { ModalContent } from '@zaber/shared/platform/contract';
import { href } from '@zaber/shared/platform/routes';
import { SERVICE_CATEGORIES } from '@zaber/shared/platform/services';
import { selectRole } from '@zaber/shared/platform/store/shell-state';
import { AlertIcon } from '@zaber/shared/ui/alert-icon';
import { Alert } from '@zaber/shared/ui/antd/alert';
import { Avatar } from '@zaber/shared/ui/antd/avatar';
import { Button } from '@zaber/shared/ui/antd/button';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Input } from '@zaber/shared/ui/antd/input';
import { Modal } from '@zaber/shared/ui/antd/modal';
import { Result } from '@zaber/shared/ui/antd/result';
import { RadioField } from '@zaber/shared/ui/forms/radio-field';
import { SchemaForm, SubmitButton } from '@zaber/shared/ui/forms/schema-form';
import { useZodForm } from '@zaber/shared/ui/forms/use-zod-form';
import { ZodField } from '@zaber/shared/ui/forms/zod-field';
import { ModalLink } from '@zaber/shared/ui/modal-link';
import { LoadError, Loading } from '@zaber/shared/ui/query-state';
import { Typography } from '@zaber/shared/ui/typography';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useSelector } from 'react-redux';
import { useT } from '../../../i18n/use-t';
import { checkDateChoice, dateToBeAgreedField, EVEN_WITH_OTHER_ERRORS } from '../../../lib/date-choice';
import { DateChoiceFields } from '../../../lib/ui/date-choice-fields';
import { PrivateRequestCreateDocument, PrivateRequestExecutorDocument, type PrivateRequestExecutorQuery } from '../api/operations.generated';

type Executor = NonNullable<PrivateRequestExecutorQuery['publicProfile']>;

/** createPrivateRequest's input, plus the form's "to be agreed" switch (left out of what is sent). */
const privateRequestFormSchema = createPrivateRequestSchema
  .extend({ dateToBeAgreed: dateToBeAgreedField })
  .superRefine((value, ctx) => checkDateChoice(value.date, value.dateToBeAgreed, ctx, 'date'), EVEN_WITH_OTHER_ERRORS)
  .transform(({ dateToBeAgreed, ...input }) => ({ ...input, date: dateToBeAgreed ? null : input.date }));

/** The API refused the service itself (spec §8 'Takové služby neposkytuje'), not as a field error. */
function refusedService(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((e) => e.message === ENGAGEMENT_ERRORS.NOT_OFFERED) &&
    !error.errors.some((e) => e.extensions?.fieldErrors)
  );
}

function RequestForm({ executor, close, onSent }: { executor: Executor; close: () => void; onSent: () => void }) {
  const t = useT();
  const services = executor.categories.filter((c) => c.active).map((c) => c.category);
  const [create] = useMutation(PrivateRequestCreateDocument, {
    // The client's list of targeted requests is read again when next shown.
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'myPrivateRequests' });
      cache.gc();
    },
  });
  const form = useZodForm(privateRequestFormSchema, {
    defaultValues: {
      executorUsername: executor.username,
      // One service: nothing to choose.
      categorySlug: services.length === 1 ? services[0]?.slug : '',
      subcategorySlug: null,
      municipalityId: '',
      dateToBeAgreed: false,
      date: null,
      description: '',
    },
  });
  const categorySlug = useWatch({ control: form.control, name: 'categorySlug' });
  const subcategories = SERVICE_CATEGORIES.find((c) => c.slug === categorySlug)?.subcategories ?? [];

  return (
    <SchemaForm
      form={form}
      aria-label={t('client.privateRequest.title')}
      onSubmit={async (input) => {
        try {
          await create({ variables: { input } });
        } catch (error) {
          if (!refusedService(error)) throw error;
          form.setError('categorySlug', { type: 'server', message: ENGAGEMENT_ERRORS.NOT_OFFERED }, { shouldFocus: true });
          return;
        }
        onSent();
      }}
    >
      <RadioField
        form={form}
        name="categorySlug"
        label={t('client.privateRequest.service')}
        options={services.map((c) => ({ value: c.slug, label: c.name }))}
      />
      {subcategories.length > 0 && (
        <RadioField
          form={form}
          name="subcategorySlug"
          label={t('client.privateRequest.subcategory')}
          options={[...subcategories.map((s) => ({ value: s.slug, label: s.name })), { value: '', label: t('client.privateRequest.subcategoryOther') }]}
          emptyIsChoice
        />
      )}
      <ZodField
        form={form}
        name="municipalityId"
        label={t('client.privateRequest.municipality')}
        render={({ id, onChange, onBlur, ...field }) => (
          <MunicipalitySelect
            id={id}
            aria-invalid={field['aria-invalid']}
            aria-describedby={field['aria-describedby']}
            onBlur={onBlur}
            onChange={(municipalityId) => onChange(municipalityId)}
          />
        )}
      />
      <DateChoiceFields form={form} name="date" />
      <ZodField
        form={form}
        name="description"
        label={t('client.privateRequest.description')}
        render={(field) => (
          <Input.TextArea
            {...field}
            rows={5}
            showCount
            maxLength={PRIVATE_REQUEST_DESCRIPTION_MAX_LENGTH}
            placeholder={t('client.privateRequest.descriptionPlaceholder')}
          />
        )}
      />
      <Flex justify="flex-end" gap={8} wrap>
        <Button onClick={close}>{t('client.privateRequest.cancel')}</Button>
        <SubmitButton>{t('client.privateRequest.submit')}</SubmitButton>
      </Flex>
    </SchemaForm>
  );
}

/** Why no targeted request can go to this professional now; null when it can. */
function useRefusal(executor: Executor | null): string | null {
  const t = useT();
  const isExecutor = useSelector(selectRole) === 'executor';
  if (isExecutor) return ENGAGEMENT_ERRORS.CLIENT_ONLY;
  if (!executor) return ENGAGEMENT_ERRORS.UNKNOWN_EXECUTOR;
  if (executor.isOwner) return t('client.privateRequest.own');
  if (!executor.categories.some((c) => c.active)) return t('client.privateRequest.noServices');
  return null;
}

function RequestModal({ executorUsername, close }: { executorUsername: string; close: () => void }) {
  const t = useT();
  const { data, error } = useQuery(PrivateRequestExecutorDocument, { variables: { username: executorUsername }, fetchPolicy: 'cache-and-network' });
  const [sent, setSent] = useState(false);
  const executor = data?.publicProfile ?? null;
  const refused = useRefusal(executor);

  const body = () => {
    if (sent) {
      return (
        <Result
          status="success"
          title={t('client.privateRequest.doneTitle')}
          subTitle={t('client.privateRequest.doneText')}
          extra={
            <Flex gap={8} justify="center" wrap>
              <ModalLink to={href('private-requests')} close={close} primary>
                {t('client.privateRequest.toList')}
              </ModalLink>
              <Button onClick={close}>{t('client.privateRequest.close')}</Button>
            </Flex>
          }
        />
      );
    }
    if (error && !data) return <LoadError />;
    if (!data) return <Loading />;
    return (
      <>
        {executor && (
          <Flex gap={8} align="center" className="z-mb-4">
            <Avatar src={executor.avatar ?? undefined} size={32} alt="">
              {executor.title.slice(0, 1)}
            </Avatar>
            <Typography.Text strong data-testid="request-executor">
              {t('client.privateRequest.to', { name: executor.title })}
            </Typography.Text>
          </Flex>
        )}
        {refused || !executor ? (
          <Alert type="warning" showIcon icon={<AlertIcon type="warning" />} title={refused} role="alert" />
        ) : (
          <RequestForm executor={executor} close={close} onSent={() => setSent(true)} />
        )}
      </>
    );
  };

  return (
    <Modal open title={t('client.privateRequest.title')} onCancel={close} footer={null} width={640} destroyOnHidden closeIcon={<CloseOutlined aria-hidden />}>
      {body()}
    </Modal>
  );
}

/**
 * The shell's global modal `private-request` (spec §2 "Private request"): one of the professional's
 * active services, its focus, the obec, a day or "to be agreed" and a description without contact
 * data; then a confirmation with a link to /cilene-poptavky/. Rendered in the shell's tree (no
 * router, no shell services).
 */
export const PrivateRequestModal: ModalContent = ({ request, close }) => {
  if (request.type !== 'private-request') return null;
  return <RequestModal executorUsername={request.executorUsername} close={close} />;
};
