import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import { useMutation } from '@apollo/client/react';
import { serverErrors } from '@zaber/shared/platform/graphql-errors';
import { modalOpened } from '@zaber/shared/platform/store/modals-slice';
import { Button } from '@zaber/shared/ui/antd/button';
import { Result } from '@zaber/shared/ui/antd/result';
import { Spin } from '@zaber/shared/ui/antd/spin';
import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useT } from '../../i18n/use-t';
import { ActivateAccountDocument } from './api/operations.generated';

/** `/aktivace-uctu/{token}/`: confirms the e-mail address from the activation link. */
export default function ActivationPage({ token }: { token: string }) {
  const t = useT();
  const dispatch = useDispatch();
  const [activate] = useMutation(ActivateAccountDocument);
  const [state, setState] = useState<{ kind: 'pending' } | { kind: 'done' } | { kind: 'failed'; error: unknown }>({ kind: 'pending' });
  useEffect(() => {
    let cancelled = false;
    activate({ variables: { input: { token } } }).then(
      () => !cancelled && setState({ kind: 'done' }),
      (error: unknown) => !cancelled && setState({ kind: 'failed', error }),
    );
    return () => {
      cancelled = true;
    };
  }, [activate, token]);
  if (state.kind === 'pending')
    return (
      <div role="status" aria-label={t('common.list.loading')}>
        <Spin />
      </div>
    );
  if (state.kind === 'failed') {
    const errors = serverErrors(state.error, t('common.genericError'));
    return (
      <Result
        status="error"
        icon={<CloseCircleFilled aria-hidden />}
        title={t('shell.activation.failed')}
        subTitle={Object.values(errors.fields)[0] ?? errors.form}
      />
    );
  }
  return (
    <Result
      status="success"
      icon={<CheckCircleFilled aria-hidden />}
      title={t('shell.activation.done')}
      extra={
        <Button type="primary" onClick={() => dispatch(modalOpened({ type: 'login' }))}>
          {t('common.login')}
        </Button>
      }
    />
  );
}
