import { Typography } from '@zaber/shared/antd';
import { useTranslation } from 'react-i18next';
import { breadcrumb, href, type RouteMatch } from '@zaber/shared/routes';
import { onLinkClick } from '../../lib/navigation';

/** Pages the shell owns itself: password reset and account activation. */
export function ShellPage({ match }: { match: RouteMatch }) {
  const { t } = useTranslation();
  const trail = breadcrumb(match.route.id);
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
      <Typography.Paragraph>{t(`shell.pages.${match.route.id}`)}</Typography.Paragraph>
    </section>
  );
}
