import { useMutation } from '@apollo/client/react';
import { ADDITIONAL_SERVICES_MAX, PRICE_OPTIONS_MAX } from '@zaber/shared/packages/schema';
import { formatMoney } from '@zaber/shared/platform/format';
import { errorMessage } from '@zaber/shared/platform/graphql-errors';
import { Button } from '@zaber/shared/ui/antd/button';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Popconfirm } from '@zaber/shared/ui/antd/popconfirm';
import { useShell } from '@zaber/shared/ui/shell-services';
import { Typography } from '@zaber/shared/ui/typography';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { AdditionalServiceDeleteDocument, type PackageEditorFieldsFragment, PriceOptionDeleteDocument } from '../api/operations.generated';
import { AdditionalServiceModal, PriceOptionModal } from './package-line-modals';

type PriceOption = PackageEditorFieldsFragment['priceOptions'][number];
type AdditionalService = PackageEditorFieldsFragment['additionalServices'][number];

/** Which modal is open: a price option or a service, new (null) or one to edit. */
type Editing = { kind: 'option'; option: PriceOption | null } | { kind: 'service'; service: AdditionalService | null } | null;

interface RowProps {
  title: string;
  price: number;
  text: string | null;
  onEdit(): void;
  onDelete(): Promise<void>;
  deleteConfirm: string;
}

/** One option or service: name, price, its text; edit in the modal, delete after a question. */
function Row({ title, price, text, onEdit, onDelete, deleteConfirm }: RowProps) {
  const t = useT();
  return (
    <li className="zx-row">
      <div className="zx-row__main">
        <Typography.Text strong>{title}</Typography.Text>
        {text && <Typography.Paragraph className="z-m-1-0-0 z-ws-pre-line">{text}</Typography.Paragraph>}
      </div>
      <Flex vertical align="flex-end" gap={8}>
        <span className="zx-row__price">{formatMoney(price)}</span>
        <Flex gap={8} wrap>
          <Button size="small" onClick={onEdit} aria-label={t('executor.packages.priceOptions.editNamed', { title })}>
            {t('executor.packages.priceOptions.edit')}
          </Button>
          <Popconfirm
            title={deleteConfirm}
            okText={t('executor.packages.priceOptions.deleteOk')}
            cancelText={t('executor.packages.form.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={onDelete}
          >
            <Button size="small" danger aria-label={t('executor.packages.priceOptions.deleteNamed', { title })}>
              {t('executor.packages.priceOptions.delete')}
            </Button>
          </Popconfirm>
        </Flex>
      </Flex>
    </li>
  );
}

/** The price options tab: the options a client picks one of, and the services added to any of them. */
export function PriceOptionsPanel({ pkg }: { pkg: PackageEditorFieldsFragment }) {
  const t = useT();
  const { notify } = useShell();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleteOption] = useMutation(PriceOptionDeleteDocument);
  const [deleteService] = useMutation(AdditionalServiceDeleteDocument);
  const optionsFull = pkg.priceOptions.length >= PRICE_OPTIONS_MAX;
  const servicesFull = pkg.additionalServices.length >= ADDITIONAL_SERVICES_MAX;

  /** The API refuses e.g. the last option of an active package: its reason is shown. */
  const remove = async (mutate: () => Promise<unknown>, done: string) => {
    try {
      await mutate();
      notify('success', done);
    } catch (error) {
      notify('error', errorMessage(error, t('common.genericError')));
    }
  };

  return (
    <>
      <section className="zx-section" aria-labelledby="zx-price-options">
        <div className="zx-section__head">
          <Typography.Title level={2} id="zx-price-options">
            {t('executor.packages.priceOptions.heading', { count: pkg.priceOptions.length, max: PRICE_OPTIONS_MAX })}
          </Typography.Title>
          <Button type="primary" disabled={optionsFull} onClick={() => setEditing({ kind: 'option', option: null })} aria-haspopup="dialog">
            {t('executor.packages.priceOptions.add')}
          </Button>
        </div>
        <Typography.Paragraph type="secondary">{t('executor.packages.priceOptions.lead')}</Typography.Paragraph>
        {pkg.priceOptions.length === 0 ? (
          <Typography.Paragraph data-testid="price-options-empty">{t('executor.packages.priceOptions.empty')}</Typography.Paragraph>
        ) : (
          <ul className="zx-rows" aria-label={t('executor.packages.priceOptions.list')}>
            {pkg.priceOptions.map((option) => (
              <Row
                key={option.id}
                title={option.title}
                price={option.price}
                text={option.description}
                onEdit={() => setEditing({ kind: 'option', option })}
                onDelete={() => remove(() => deleteOption({ variables: { id: option.id } }), t('executor.packages.priceOptions.deleted'))}
                deleteConfirm={t('executor.packages.priceOptions.deleteConfirm', { title: option.title })}
              />
            ))}
          </ul>
        )}
        {optionsFull && <Typography.Paragraph type="secondary">{t('executor.packages.priceOptions.full', { max: PRICE_OPTIONS_MAX })}</Typography.Paragraph>}
      </section>
      <section className="zx-section" aria-labelledby="zx-additional-services">
        <div className="zx-section__head">
          <Typography.Title level={2} id="zx-additional-services">
            {t('executor.packages.services.heading', { count: pkg.additionalServices.length, max: ADDITIONAL_SERVICES_MAX })}
          </Typography.Title>
          <Button disabled={servicesFull} onClick={() => setEditing({ kind: 'service', service: null })} aria-haspopup="dialog">
            {t('executor.packages.services.add')}
          </Button>
        </div>
        <Typography.Paragraph type="secondary">{t('executor.packages.services.lead')}</Typography.Paragraph>
        {pkg.additionalServices.length === 0 ? (
          <Typography.Paragraph>{t('executor.packages.services.empty')}</Typography.Paragraph>
        ) : (
          <ul className="zx-rows" aria-label={t('executor.packages.services.list')}>
            {pkg.additionalServices.map((service) => (
              <Row
                key={service.id}
                title={service.title}
                price={service.price}
                text={service.note}
                onEdit={() => setEditing({ kind: 'service', service })}
                onDelete={() => remove(() => deleteService({ variables: { id: service.id } }), t('executor.packages.services.deleted'))}
                deleteConfirm={t('executor.packages.services.deleteConfirm', { title: service.title })}
              />
            ))}
          </ul>
        )}
        {servicesFull && <Typography.Paragraph type="secondary">{t('executor.packages.services.full', { max: ADDITIONAL_SERVICES_MAX })}</Typography.Paragraph>}
      </section>
      {editing?.kind === 'option' && <PriceOptionModal packageId={pkg.id} option={editing.option} onClose={() => setEditing(null)} />}
      {editing?.kind === 'service' && <AdditionalServiceModal packageId={pkg.id} service={editing.service} onClose={() => setEditing(null)} />}
    </>
  );
}
