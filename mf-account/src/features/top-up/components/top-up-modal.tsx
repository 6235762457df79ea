import CloseOutlined from '@ant-design/icons/CloseOutlined';
import { useMutation, useQuery } from '@apollo/client/react';
import { MoneyInput } from '@zaber/shared/money/money-input';
import { createTopUpSchema, PAYMENT_ERRORS, type PAYMENT_METHODS, topUpBonus } from '@zaber/shared/money/schema';
import { HALERU_PER_KORUNA, TOP_UP_BONUS_PERCENT, TOP_UP_BONUS_THRESHOLD, TOP_UP_MAX, TOP_UP_MIN } from '@zaber/shared/platform/business';
import type { ModalContent } from '@zaber/shared/platform/contract';
import { formatMoney } from '@zaber/shared/platform/format';
import { href } from '@zaber/shared/platform/routes';
import { selectProfile } from '@zaber/shared/platform/store/shell-state';
import { AlertIcon } from '@zaber/shared/ui/alert-icon';
import { Alert } from '@zaber/shared/ui/antd/alert';
import { Button } from '@zaber/shared/ui/antd/button';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Modal } from '@zaber/shared/ui/antd/modal';
import { Spin } from '@zaber/shared/ui/antd/spin';
import { RadioField } from '@zaber/shared/ui/forms/radio-field';
import { SchemaForm, SubmitButton } from '@zaber/shared/ui/forms/schema-form';
import { useZodForm } from '@zaber/shared/ui/forms/use-zod-form';
import { ZodField } from '@zaber/shared/ui/forms/zod-field';
import { ModalLink } from '@zaber/shared/ui/modal-link';
import { Typography } from '@zaber/shared/ui/typography';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useSelector } from 'react-redux';
import { useT } from '../../../i18n/use-t';
import { BankTransferInstructions } from '../../../lib/payments/bank-transfer-instructions';
import { TopUpCreateDocument, type TopUpCreateMutation, TopUpMethodsDocument } from '../api/operations.generated';

type CreatedOrder = TopUpCreateMutation['createTopUp'];

/** The quick picks (Kč): the first one is where the bonus starts. */
export const QUICK_PICKS = [500, 1000, 2000, 5000].map((kc) => kc * HALERU_PER_KORUNA);

/** Where the browser goes to pay: a function, so tests can watch it (jsdom cannot navigate). */
export const gateway = { go: (url: string) => window.location.assign(url) };

/** The bonus line under the amount, as it will be credited: shown before paying, following what is typed. */
function BonusLine({ amount }: { amount: unknown }) {
  const t = useT();
  const valid = typeof amount === 'number' && Number.isInteger(amount) && amount > 0 && amount <= TOP_UP_MAX;
  const bonus = valid ? topUpBonus(amount) : 0;
  return (
    <p aria-live="polite" data-testid="top-up-bonus" className="z-mt-n2">
      {valid && bonus > 0 ? (
        <Typography.Text type="success" strong>
          {t('account.topUp.bonus', { bonus: formatMoney(bonus), total: formatMoney(amount + bonus) })}
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary">
          {t('account.topUp.bonusHint', { threshold: formatMoney(TOP_UP_BONUS_THRESHOLD), percent: TOP_UP_BONUS_PERCENT })}
        </Typography.Text>
      )}
    </p>
  );
}

type Method = (typeof PAYMENT_METHODS)[number];

/** The form once the site's methods are known: a single one (GoPay switched off) is chosen already. */
function TopUpForm({ methods, onCreated }: { methods: readonly Method[]; onCreated: (order: CreatedOrder) => void }) {
  const t = useT();
  const [createTopUp] = useMutation(TopUpCreateDocument);
  const [redirecting, setRedirecting] = useState(false);
  const form = useZodForm(createTopUpSchema, { defaultValues: methods.length === 1 ? { method: methods[0] } : {} });
  const amount = useWatch({ control: form.control, name: 'amount' });
  const amountLabel = t('account.topUp.amount');

  if (redirecting) {
    return (
      <Flex vertical align="center" gap={12} role="status" className="z-p-5-0">
        <Spin />
        <Typography.Text>{t('account.topUp.redirecting')}</Typography.Text>
      </Flex>
    );
  }

  return (
    <SchemaForm
      form={form}
      aria-label={t('account.topUp.title')}
      onSubmit={async (input) => {
        const { data } = await createTopUp({ variables: { input } });
        const order = data?.createTopUp;
        if (order?.method === 'GOPAY' && order.gatewayUrl) {
          setRedirecting(true);
          gateway.go(order.gatewayUrl);
        } else if (order?.method === 'BANK_TRANSFER' && order.bankTransfer) {
          onCreated(order);
        } else {
          // Nothing to pay with: the kit shows its generic Czech message on the form.
          throw new Error('createTopUp answered no gateway URL and no bank instructions');
        }
      }}
    >
      <ZodField
        form={form}
        name="amount"
        label={amountLabel}
        render={({ ref: _ref, value, onChange, ...field }) => <MoneyInput {...field} value={value} onChange={onChange} />}
      />
      <Flex wrap gap={8} role="group" aria-label={t('account.topUp.quickPicks')} className="z-mt-n3 z-mb-3">
        {QUICK_PICKS.map((pick) => (
          <Button
            key={pick}
            size="small"
            aria-pressed={amount === pick}
            type={amount === pick ? 'primary' : 'default'}
            onClick={() => form.setValue('amount', pick, { shouldValidate: form.formState.isSubmitted, shouldDirty: true })}
          >
            {formatMoney(pick)}
          </Button>
        ))}
      </Flex>
      <BonusLine amount={amount} />
      <Typography.Paragraph type="secondary" className="z-font-sm">
        {t('account.topUp.amountHelp', { min: formatMoney(TOP_UP_MIN), max: formatMoney(TOP_UP_MAX) })}
      </Typography.Paragraph>
      <RadioField
        form={form}
        name="method"
        label={t('account.topUp.method')}
        options={methods.map((method) => ({ value: method, label: t(`account.topUp.methods.${method}`) }))}
      />
      <Flex justify="flex-end">
        <SubmitButton>{t('account.topUp.submit')}</SubmitButton>
      </Flex>
    </SchemaForm>
  );
}

function TopUp({ close }: { close: () => void }) {
  const t = useT();
  const profile = useSelector(selectProfile);
  const [created, setCreated] = useState<CreatedOrder | null>(null);
  // The header disables the top-up for anyone else; opened anyway (a link, an old tab), it says why.
  const allowed = Boolean(profile?.isExecutor && profile.isPublic);
  const methods = useQuery(TopUpMethodsDocument, { skip: !allowed }).data?.topUpMethods;

  let body = methods ? (
    <TopUpForm methods={methods} onCreated={setCreated} />
  ) : (
    <Flex justify="center" className="z-p-5-0">
      <Spin />
    </Flex>
  );
  if (!allowed) body = <Alert type="warning" showIcon icon={<AlertIcon type="warning" />} title={PAYMENT_ERRORS.NOT_PUBLIC} role="alert" />;
  else if (created?.bankTransfer)
    body = (
      <BankTransferInstructions
        instructions={created.bankTransfer}
        footer={
          <Flex justify="space-between" gap={8} wrap>
            <ModalLink to={href('account-documents')} close={close}>
              {t('account.bankTransfer.documents')}
            </ModalLink>
            <Button type="primary" onClick={close}>
              {t('account.topUp.close')}
            </Button>
          </Flex>
        }
      />
    );

  return (
    <Modal
      open
      onCancel={close}
      footer={null}
      width={560}
      destroyOnHidden
      closeIcon={<CloseOutlined aria-hidden />}
      title={created ? t('account.topUp.bankTitle', { number: created.number }) : t('account.topUp.title')}
    >
      {body}
    </Modal>
  );
}

/**
 * The shell's global modal `top-up` (spec §2): a public professional chooses an amount (the bonus
 * shown before paying) and a method; GoPay goes to the gateway, a bank transfer shows its QR Platba
 * and details here. Rendered in the shell's tree (no router, no shell services).
 */
export const TopUpModal: ModalContent = ({ request, close }) => {
  if (request.type !== 'top-up') return null;
  return <TopUp close={close} />;
};
