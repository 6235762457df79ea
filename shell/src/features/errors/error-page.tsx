import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { href, type RouteId } from '@zaber/shared/platform/routes';
import { Button } from '@zaber/shared/ui/antd/button';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Input } from '@zaber/shared/ui/antd/input';
import { Result } from '@zaber/shared/ui/antd/result';
import { Space } from '@zaber/shared/ui/antd/space';
import { type ReactNode, useEffect, useRef } from 'react';
import { type ShellKey, useT } from '../../i18n/use-t';
import { navigateTo, onLinkClick } from '../../lib/navigation';

export type ErrorKind = 'not-found' | 'login-required' | 'guests-only' | 'wrong-role' | 'unavailable' | 'error';

export interface ErrorPageProps {
  kind: ErrorKind;
  message?: string;
  onLogin?: () => void;
}

const TITLE_KEYS: Record<ErrorKind, ShellKey> = {
  'not-found': 'shell.error.notFoundTitle',
  'login-required': 'shell.error.forbiddenTitle',
  'guests-only': 'shell.error.forbiddenTitle',
  'wrong-role': 'shell.error.forbiddenTitle',
  unavailable: 'shell.error.serviceUnavailableTitle',
  error: 'shell.error.errorTitle',
};

/**
 * While an error page is shown: its own document title ('Stránka nenalezena | Záběr') and
 * `noindex`, so search engines keep neither the page nor the title of the page that failed.
 */
export function useErrorPageHead(title: string, doc: Document = document): void {
  useEffect(() => {
    const previousTitle = doc.title;
    let robots = doc.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const previousRobots = robots?.content ?? null;
    if (!robots) {
      robots = doc.createElement('meta');
      robots.name = 'robots';
      doc.head.appendChild(robots);
    }
    robots.content = 'noindex';
    doc.title = title;
    // A remote's page may set its title in a microtask after this effect: the error page's title wins.
    queueMicrotask(() => {
      if (robots?.isConnected) doc.title = title;
    });
    const meta = robots;
    return () => {
      if (previousRobots === null) meta.remove();
      else meta.content = previousRobots;
      if (doc.title === title) doc.title = previousTitle;
    };
  }, [title, doc]);
}

/**
 * antd's pictures of 404/403/500 carry English SVG titles ('No Found'): decoration, hidden from
 * screen readers (the Czech heading says it all).
 */
function DecorativeImages({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    for (const svg of ref.current?.querySelectorAll('svg') ?? []) svg.setAttribute('aria-hidden', 'true');
  });
  return <div ref={ref}>{children}</div>;
}

/** The shell's error pages (spec §2 Error page, §5, §8). */
export function ErrorPage(props: ErrorPageProps) {
  const t = useT();
  useErrorPageHead(`${t(TITLE_KEYS[props.kind])} | ${t('common.brand')}`);
  return (
    <DecorativeImages>
      <ErrorResult {...props} />
    </DecorativeImages>
  );
}

const WAYS_ON: [RouteId, ShellKey][] = [
  ['home', 'shell.error.notFoundHome'],
  ['executors', 'shell.error.notFoundExecutors'],
  ['requests', 'shell.error.notFoundRequests'],
  ['packages', 'shell.error.notFoundPackages'],
];

/** A page that is not there still leads on: a search for professionals and the main sections. */
function NotFoundWaysOn() {
  const t = useT();
  return (
    <Flex vertical align="center" gap={16}>
      <form
        role="search"
        action={href('executors')}
        method="get"
        className="z-w-min-100pct-420px"
        onSubmit={(event) => {
          event.preventDefault();
          const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
          navigateTo(q ? `${href('executors')}?${new URLSearchParams({ q })}` : href('executors'));
        }}
      >
        <Space.Compact className="z-w-full">
          <Input name="q" aria-label={t('shell.error.notFoundSearch')} placeholder={t('shell.error.notFoundSearchPlaceholder')} />
          <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
            {t('shell.error.notFoundSearch')}
          </Button>
        </Space.Compact>
      </form>
      <nav aria-label={t('shell.error.notFoundNext')}>
        <Flex wrap justify="center" gap={8}>
          {WAYS_ON.map(([route, label]) => (
            <Button key={route} href={href(route)} onClick={onLinkClick}>
              {t(label)}
            </Button>
          ))}
        </Flex>
      </nav>
    </Flex>
  );
}

function ErrorResult({ kind, message, onLogin }: ErrorPageProps) {
  const t = useT();
  const heading = (key: ShellKey) => <h1 className="shell-error-title">{t(key)}</h1>;
  const home = (
    <Button key="home" href={href('home')} onClick={onLinkClick}>
      {t('common.home')}
    </Button>
  );
  switch (kind) {
    case 'not-found':
      return (
        <Result
          status="404"
          title={heading('shell.error.notFoundTitle')}
          subTitle={message ?? t('shell.error.notFound')}
          extra={<NotFoundWaysOn />}
          data-status="404"
        />
      );
    case 'login-required':
      return (
        <Result
          status="403"
          title={heading('shell.error.forbiddenTitle')}
          subTitle={t('shell.error.forbiddenLogin')}
          data-status="403"
          extra={[
            <Button key="login" type="primary" onClick={onLogin}>
              {t('common.login')}
            </Button>,
            home,
          ]}
        />
      );
    case 'guests-only':
      return <Result status="403" title={heading('shell.error.permissionDenied')} extra={home} data-status="403" />;
    case 'wrong-role':
      return <Result status="403" title={heading('shell.error.forbiddenTitle')} subTitle={t('shell.error.wrongRole')} extra={home} data-status="403" />;
    case 'unavailable':
      return (
        <Result
          status="500"
          title={heading('shell.error.serviceUnavailableTitle')}
          subTitle={message ?? t('common.genericError')}
          extra={home}
          data-status="503"
        />
      );
    case 'error':
      return <Result status="500" title={heading('shell.error.errorTitle')} subTitle={message ?? t('common.genericError')} extra={home} data-status="500" />;
  }
}
