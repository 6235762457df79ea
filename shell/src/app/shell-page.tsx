import { breadcrumb, href, type RouteMatch } from '@zaber/shared/platform/routes';
import { Spin } from '@zaber/shared/ui/antd/spin';
import { Typography } from '@zaber/shared/ui/typography';
import { lazy, Suspense } from 'react';
import { useT } from '../i18n/use-t';
import { onLinkClick } from '../lib/navigation';

const PasswordResetPage = lazy(() => import('../features/auth/password-reset-page'));
const ActivationPage = lazy(() => import('../features/auth/activation-page'));
const LogoutPage = lazy(() => import('../features/auth/logout-page'));

/** Pages the shell owns itself: password reset, account activation and sign-out. */
export function ShellPage({ match, onLogout }: { match: RouteMatch; onLogout: () => void }) {
  const t = useT();
  const trail = breadcrumb(match.route.id);
  const token = match.params.token ?? null;
  return (
    <section className="shell-page" data-route={match.route.id}>
      <nav aria-label={t('common.breadcrumb')} className="shell-breadcrumb">
        {trail.slice(0, -1).map((r) => (
          <span key={r.id}>
            <a href={href(r.id)} onClick={onLinkClick}>
              {r.title}
            </a>
            {' › '}
          </span>
        ))}
        <span>{match.route.title}</span>
      </nav>
      <Typography.Title level={1}>{match.route.title}</Typography.Title>
      <Suspense fallback={<Spin />}>
        {match.route.id === 'account-logout' ? (
          <LogoutPage onLogout={onLogout} />
        ) : match.route.id === 'account-activation' && token ? (
          <ActivationPage token={token} />
        ) : (
          <PasswordResetPage token={token} />
        )}
      </Suspense>
    </section>
  );
}
