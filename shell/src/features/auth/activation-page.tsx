import { useEffect, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Button, Result, Spin } from '@zaber/shared/antd';
import { serverErrors } from '@zaber/shared/graphql-errors';
import { modalOpened } from '@zaber/shared/store/modals-slice';
import { ActivateAccountDocument } from './api/operations.generated';

/** `/aktivace-uctu/{token}/`: confirms the e-mail address from the activation link. */
export default function ActivationPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [activate] = useMutation(ActivateAccountDocument);
  const [state, setState] = useState<{ kind: 'pending' } | { kind: 'done' } | { kind: 'failed'; message: string }>({ kind: 'pending' });
  useEffect(() => {
    let cancelled = false;
    activate({ variables: { input: { token } } }).then(
      () => !cancelled && setState({ kind: 'done' }),
      (error: unknown) => {
        const errors = serverErrors(error, t('common.genericError'));
        if (!cancelled) setState({ kind: 'failed', message: Object.values(errors.fields)[0] ?? errors.form ?? t('common.genericError') });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [activate, token, t]);
  if (state.kind === 'pending') return <Spin />;
  if (state.kind === 'failed') return <Result status="error" title={t('shell.activation.failed')} subTitle={state.message} />;
  return (
    <Result
      status="success"
      title={t('shell.activation.done')}
      extra={
        <Button type="primary" onClick={() => dispatch(modalOpened({ type: 'login' }))}>
          {t('common.login')}
        </Button>
      }
    />
  );
}
