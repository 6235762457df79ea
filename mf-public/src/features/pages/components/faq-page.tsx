import { PALETTE } from '@zaber/shared/theme';
import { PageHeader } from '@zaber/shared/ui/page-header';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { Typography } from '@zaber/shared/ui/typography';
import { useT } from '../../../i18n/use-t';
import { usePageMeta } from '../../../lib/use-page-meta';
import { FAQ } from '../content/static-pages';

export function FaqPage({ match }: PageProps) {
  const t = useT();
  usePageMeta(match.route.title, FAQ.description);
  return (
    <>
      <PageHeader route={match.route.id} params={match.params} breadcrumbLabel={t('common.breadcrumb')} />
      <div className="zp-article">
        {FAQ.items.map((item) => (
          <details key={item.question} style={{ borderBottom: `1px solid ${PALETTE.line}`, padding: '12px 0' }}>
            <summary style={{ cursor: 'pointer', fontWeight: 600, fontSize: 17 }}>{item.question}</summary>
            <Typography.Paragraph style={{ margin: '8px 0 0' }}>{item.answer}</Typography.Paragraph>
          </details>
        ))}
      </div>
    </>
  );
}
