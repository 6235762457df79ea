import { useMutation } from '@apollo/client/react';
import { PACKAGE_GALLERY_MIN } from '@zaber/shared/packages/schema';
import { formatMoney } from '@zaber/shared/platform/format';
import { errorMessage } from '@zaber/shared/platform/graphql-errors';
import { AlertIcon } from '@zaber/shared/ui/alert-icon';
import { Alert } from '@zaber/shared/ui/antd/alert';
import { Switch } from '@zaber/shared/ui/antd/switch';
import { useShell } from '@zaber/shared/ui/shell-services';
import { Surface } from '@zaber/shared/ui/surface';
import { Typography } from '@zaber/shared/ui/typography';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import { type PackageEditorFieldsFragment, PackageStatusSetDocument } from '../api/operations.generated';
import { tabPath } from './package-tabs';

/** What stops the package from going to the catalogue, as the API says it (spec §4, DESIGN.md §5). */
function Blockers({ blockers }: { blockers: readonly string[] }) {
  const t = useT();
  return (
    <Alert
      type="warning"
      showIcon
      icon={<AlertIcon type="warning" />}
      title={t('executor.packages.summary.blockersTitle')}
      description={
        <ul className="zx-blockers" data-testid="activation-blockers">
          {blockers.map((blocker) => (
            <li key={blocker}>
              <AlertIcon type="error" />
              <span>
                <span className="zx-sr-only">{t('executor.packages.summary.missing')}: </span>
                {blocker}
              </span>
            </li>
          ))}
        </ul>
      }
      className="z-mb-3"
    />
  );
}

/** The default tab: whether clients see the package (and why they cannot yet), and its numbers. */
export function PackageSummary({ pkg }: { pkg: PackageEditorFieldsFragment }) {
  const t = useT();
  const { notify } = useShell();
  const switchId = useId();
  const [setStatus, { loading }] = useMutation(PackageStatusSetDocument);
  const [refusal, setRefusal] = useState<string | null>(null);
  const active = pkg.status === 'ACTIVE';
  const blocked = pkg.activationBlockers.length > 0;

  const change = async (activate: boolean) => {
    setRefusal(null);
    try {
      await setStatus({ variables: { id: pkg.id, status: activate ? 'ACTIVE' : 'INACTIVE' } });
      notify('success', activate ? t('executor.packages.summary.activated') : t('executor.packages.summary.hidden'));
    } catch (error) {
      // Refused (CONFLICT): the API's Czech reasons stay beside the switch.
      setRefusal(errorMessage(error, t('common.genericError')));
    }
  };

  const facts = [
    { label: t('executor.packages.summary.category'), value: pkg.category.name },
    { label: t('executor.packages.summary.place'), value: pkg.placeName },
    {
      label: t('executor.packages.summary.priceFrom'),
      value: pkg.priceOptions.length > 0 ? formatMoney(pkg.priceFrom) : t('executor.packages.list.noPrice'),
    },
    { label: t('executor.packages.summary.priceOptions'), value: String(pkg.priceOptions.length), to: tabPath(pkg.id, 'priceOptions') },
    { label: t('executor.packages.summary.additionalServices'), value: String(pkg.additionalServices.length), to: tabPath(pkg.id, 'priceOptions') },
    {
      label: t('executor.packages.summary.gallery'),
      value: t('executor.packages.gallery.count', { count: pkg.gallery.length, min: PACKAGE_GALLERY_MIN }),
      to: tabPath(pkg.id, 'gallery'),
    },
    { label: t('executor.packages.summary.pendingOrders'), value: String(pkg.pendingOrdersCount), to: tabPath(pkg.id, 'orders') },
  ];

  return (
    <>
      <Surface className="z-mb-4">
        <Typography.Title level={2} className="z-font-xl">
          {t('executor.packages.summary.statusTitle')}
        </Typography.Title>
        <div className="zx-status">
          <Switch
            id={switchId}
            checked={active}
            loading={loading}
            // Off it stays while something is missing; on, it can always be switched off.
            disabled={!active && blocked}
            onChange={(checked) => void change(checked)}
            data-testid="package-status-switch"
          />
          <label htmlFor={switchId}>{t('executor.packages.summary.switchLabel')}</label>
        </div>
        <Typography.Paragraph type="secondary">
          {active ? t('executor.packages.summary.activeText') : t('executor.packages.summary.inactiveText')}
        </Typography.Paragraph>
        {blocked && <Blockers blockers={pkg.activationBlockers} />}
        {refusal && <Alert type="error" showIcon icon={<AlertIcon type="error" />} title={refusal} role="alert" className="z-mb-3" />}
        {active && (
          <Link to={pkg.url} data-testid="public-link">
            {t('executor.packages.summary.publicLink')} →
          </Link>
        )}
      </Surface>
      <Surface>
        <dl className="zx-facts z-flex-column">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.to ? <Link to={fact.to}>{fact.value}</Link> : fact.value}</dd>
            </div>
          ))}
        </dl>
      </Surface>
    </>
  );
}
