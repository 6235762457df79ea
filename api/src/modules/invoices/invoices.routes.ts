import type { FastifyInstance } from 'fastify';
import type { Services } from '../../lib/ports';
import { requestViewer } from '../auth/request-viewer';
import { invoiceFileName, ownInvoicePdf } from './invoices.service';

/**
 * GET /v1/invoices/:id/pdf — the invoice's PDF for its owner (token as for GraphQL: `Authorization:
 * JWT …` or the cookie). Anyone else, a guest or a dead token gets the same 404 as an invoice that
 * does not exist, so ids reveal nothing.
 */
export function registerInvoiceRoutes(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { id: string } }>('/v1/invoices/:id/pdf', async (request, reply) => {
    const viewer = await requestViewer(services, { req: request, reply });
    const found = viewer.kind === 'user' ? await ownInvoicePdf(services.db, viewer.profileId, request.params.id) : null;
    if (!found) return reply.status(404).send({ code: 'NOT_FOUND', detail: 'Faktura nenalezena.' });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${invoiceFileName(found.number)}"`)
      .header('cache-control', 'private, no-store')
      .send(found.pdf);
  });
}
