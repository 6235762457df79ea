import CloseOutlined from '@ant-design/icons/CloseOutlined';
import { useMutation, useQuery } from '@apollo/client/react';
import { ENGAGEMENT_ERRORS, ORDER_INFO_MAX_LENGTH, orderPackageSchema } from '@zaber/shared/packages/schema';
import type { ModalContent } from '@zaber/shared/platform/contract';
import { formatMoney } from '@zaber/shared/platform/format';
import { href } from '@zaber/shared/platform/routes';
import { selectRole } from '@zaber/shared/platform/store/shell-state';
import { AlertIcon } from '@zaber/shared/ui/alert-icon';
import { Alert } from '@zaber/shared/ui/antd/alert';
import { Avatar } from '@zaber/shared/ui/antd/avatar';
import { Button } from '@zaber/shared/ui/antd/button';
import { Checkbox } from '@zaber/shared/ui/antd/checkbox';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Input } from '@zaber/shared/ui/antd/input';
import { Modal } from '@zaber/shared/ui/antd/modal';
import { Radio } from '@zaber/shared/ui/antd/radio';
import { Result } from '@zaber/shared/ui/antd/result';
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
import { OrderablePackageDocument, type OrderablePackageQuery, PackageOrderCreateDocument } from '../api/operations.generated';

type OrderablePackage = NonNullable<OrderablePackageQuery['package']>;

/** orderPackage's input, plus the form's "to be agreed" switch (left out of what is sent). */
const orderFormSchema = orderPackageSchema
  .extend({ dateToBeAgreed: dateToBeAgreedField })
  .superRefine((value, ctx) => checkDateChoice(value.preferredDate, value.dateToBeAgreed, ctx, 'preferredDate'), EVEN_WITH_OTHER_ERRORS)
  .transform(({ dateToBeAgreed, ...input }) => ({ ...input, preferredDate: dateToBeAgreed ? null : input.preferredDate }));

/** The chosen option's price and the ticked services', in haléř. */
function orderTotal(pkg: OrderablePackage, priceOptionId: unknown, serviceIds: readonly unknown[]): number {
  const option = pkg.priceOptions.find((o) => o.id === String(priceOptionId));
  const services = pkg.additionalServices.filter((s) => serviceIds.map(String).includes(s.id));
  return (option?.price ?? 0) + services.reduce((sum, s) => sum + s.price, 0);
}

function PackageSummary({ pkg }: { pkg: OrderablePackage }) {
  const t = useT();
  return (
    <Flex gap={12} align="center" className="z-mb-4" data-testid="order-package">
      {pkg.cover && (
        <img
          src={pkg.cover.thumbnail}
          srcSet={pkg.cover.srcSet ?? undefined}
          sizes={pkg.cover.srcSet ? '96px' : undefined}
          alt={pkg.cover.alt}
          width={96}
          height={64}
          className="z-fit-cover z-radius-sm z-flex-none"
        />
      )}
      <div className="z-min-w-0">
        <Typography.Text strong className="z-font-md z-d-block z-wrap-anywhere">
          {pkg.title}
        </Typography.Text>
        <Flex gap={6} align="center">
          <Avatar src={pkg.executor.avatar ?? undefined} size={24} alt="">
            {pkg.executor.title.slice(0, 1)}
          </Avatar>
          <Typography.Text type="secondary">{t('client.order.by', { name: pkg.executor.title })}</Typography.Text>
        </Flex>
      </div>
    </Flex>
  );
}

function OrderForm({ pkg, close, onOrdered }: { pkg: OrderablePackage; close: () => void; onOrdered: () => void }) {
  const t = useT();
  const [orderPackage] = useMutation(PackageOrderCreateDocument, {
    // The client's list of orders is read again when next shown.
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'myOrders' });
      cache.gc();
    },
  });
  const form = useZodForm(orderFormSchema, {
    defaultValues: {
      packageId: pkg.id,
      priceOptionId: pkg.priceOptions[0]?.id ?? '',
      additionalServiceIds: [],
      dateToBeAgreed: false,
      preferredDate: null,
      info: '',
    },
  });
  const [priceOptionId, serviceIds] = useWatch({ control: form.control, name: ['priceOptionId', 'additionalServiceIds'] });
  const total = orderTotal(pkg, priceOptionId, serviceIds ?? []);
  const optionLabel = t('client.order.option');
  const servicesLabel = t('client.order.services');

  return (
    <SchemaForm
      form={form}
      aria-label={t('client.order.title')}
      onSubmit={async (input) => {
        await orderPackage({ variables: { input } });
        onOrdered();
      }}
    >
      <ZodField
        form={form}
        name="priceOptionId"
        label={optionLabel}
        render={({ id, value, onChange, ref: _ref, ...field }) => (
          <Radio.Group
            id={id}
            name={id}
            aria-label={optionLabel}
            aria-invalid={field['aria-invalid']}
            aria-describedby={field['aria-describedby']}
            vertical
            value={value ? String(value) : null}
            onChange={(event) => onChange(event.target.value)}
            options={pkg.priceOptions.map((option) => ({
              value: option.id,
              label: (
                <span>
                  <Typography.Text strong>
                    {option.title} · {formatMoney(option.price)}
                  </Typography.Text>
                  <Typography.Text type="secondary" className="z-d-block">
                    {option.description}
                  </Typography.Text>
                </span>
              ),
            }))}
          />
        )}
      />
      {pkg.additionalServices.length > 0 && (
        <ZodField
          form={form}
          name="additionalServiceIds"
          label={servicesLabel}
          render={({ value, onChange, ref: _ref, ...field }) => (
            <Checkbox.Group
              aria-label={servicesLabel}
              aria-invalid={field['aria-invalid']}
              aria-describedby={field['aria-describedby']}
              className="z-d-grid z-gap-2"
              value={(value ?? []).map(String)}
              onChange={(ids) => onChange(ids)}
              options={pkg.additionalServices.map((service) => ({
                value: service.id,
                label: (
                  <span>
                    {service.title} <Typography.Text type="secondary">{t('client.order.servicePrice', { price: formatMoney(service.price) })}</Typography.Text>
                    {service.note && (
                      <Typography.Text type="secondary" className="z-d-block z-font-sm">
                        {service.note}
                      </Typography.Text>
                    )}
                  </span>
                ),
              }))}
            />
          )}
        />
      )}
      <DateChoiceFields form={form} name="preferredDate" />
      <ZodField
        form={form}
        name="info"
        label={t('client.order.info')}
        render={({ value, ...field }) => (
          <Input.TextArea {...field} value={value ?? ''} rows={4} showCount maxLength={ORDER_INFO_MAX_LENGTH} placeholder={t('client.order.infoPlaceholder')} />
        )}
      />
      <Flex justify="space-between" align="center" gap={8} wrap className="z-m-2-0-4">
        <Typography.Text className="z-font-md">{t('client.order.total')}</Typography.Text>
        <Typography.Text strong className="z-font-xl" data-testid="order-total" aria-live="polite">
          {formatMoney(total)}
        </Typography.Text>
      </Flex>
      <Flex justify="flex-end" gap={8} wrap>
        <Button onClick={close}>{t('client.order.cancel')}</Button>
        <SubmitButton>{t('client.order.submit')}</SubmitButton>
      </Flex>
    </SchemaForm>
  );
}

/** Why the package cannot be ordered here, in the API's words; null when it can. */
function refusal(pkg: OrderablePackage | null, isExecutor: boolean): string | null {
  if (isExecutor) return ENGAGEMENT_ERRORS.CLIENT_ONLY;
  if (pkg?.status !== 'ACTIVE' || pkg.priceOptions.length === 0) return ENGAGEMENT_ERRORS.NOT_ORDERABLE;
  if (pkg.isOwner) return ENGAGEMENT_ERRORS.OWN_PACKAGE;
  return null;
}

function OrderModal({ packageId, close }: { packageId: string; close: () => void }) {
  const t = useT();
  const isExecutor = useSelector(selectRole) === 'executor';
  const { data, error } = useQuery(OrderablePackageDocument, { variables: { id: packageId }, fetchPolicy: 'cache-and-network' });
  const [ordered, setOrdered] = useState(false);
  const pkg = data?.package ?? null;

  const body = () => {
    if (ordered) {
      return (
        <Result
          status="success"
          title={t('client.order.doneTitle')}
          subTitle={t('client.order.doneText')}
          extra={
            <Flex gap={8} justify="center" wrap>
              <ModalLink to={href('orders')} close={close} primary>
                {t('client.order.toOrders')}
              </ModalLink>
              <Button onClick={close}>{t('client.order.close')}</Button>
            </Flex>
          }
        />
      );
    }
    if (error && !data) return <LoadError />;
    if (!data) return <Loading />;
    const refused = refusal(pkg, isExecutor);
    return (
      <>
        {pkg && <PackageSummary pkg={pkg} />}
        {refused || !pkg ? (
          <Alert type="warning" showIcon icon={<AlertIcon type="warning" />} title={refused} role="alert" />
        ) : (
          <OrderForm pkg={pkg} close={close} onOrdered={() => setOrdered(true)} />
        )}
      </>
    );
  };

  return (
    <Modal open title={t('client.order.title')} onCancel={close} footer={null} width={640} destroyOnHidden closeIcon={<CloseOutlined aria-hidden />}>
      {body()}
    </Modal>
  );
}

/**
 * The shell's global modal `package-order` (spec §2 "Order of a package"): the package, a price
 * option, additional services, a preferred day or "to be agreed" and extra info, with the total as
 * it changes; then a confirmation with a link to /objednavky/. Rendered in the shell's tree: no
 * router and no shell services here, only its store, Apollo client and texts.
 */
export const PackageOrderModal: ModalContent = ({ request, close }) => {
  if (request.type !== 'package-order') return null;
  return <OrderModal packageId={request.packageId} close={close} />;
};
