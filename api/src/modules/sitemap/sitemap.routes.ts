import { categoryListingHref, href } from '@zaber/shared/platform/routes';
import { SERVICE_CATEGORIES } from '@zaber/shared/platform/services';
import { STATIC_PAGES } from '@zaber/shared/site/static-pages';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../lib/ports';
import { openRequestsCondition } from '../requests/requests.service';
import { sitemapEntries } from './sitemap.repository';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** GET /sitemap.xml for search engines (the shell's server proxies it here). */
export function registerSitemapRoutes(app: FastifyInstance, services: Services): void {
  app.get('/sitemap.xml', async (_request, reply) => {
    const entries = await sitemapEntries(services.db, openRequestsCondition());
    const paths: { path: string; lastmod?: string }[] = [
      ...STATIC_PAGES.map((id) => ({ path: href(id) })),
      ...SERVICE_CATEGORIES.flatMap((c) => [
        { path: href('landing', { serviceSlug: c.slug }) },
        { path: categoryListingHref(c) },
        { path: href('request-category', { categorySlug: c.slug }) },
      ]),
      ...entries.profiles.map((p) => ({ path: href('profile', { username: p.username }) })),
      ...entries.packages.map((p) => ({ path: href('package-detail', { id: String(p.id), slug: p.slug }) })),
      ...entries.requests.map((r) => ({ path: href('request-detail', { id: String(r.number) }) })),
      ...entries.posts.map((p) => ({ path: href('blog-post', { slug: p.slug }), lastmod: p.updated })),
    ];
    const origin = services.config.publicUrl;
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...paths.map((p) => `  <url><loc>${escapeXml(origin + p.path)}</loc>${p.lastmod ? `<lastmod>${p.lastmod}</lastmod>` : ''}</url>`),
      '</urlset>',
      '',
    ].join('\n');
    return reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(body);
  });
}
