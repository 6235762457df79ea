import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../../lib/ports';
import { GatewayError } from './payment-gateway';
import { handleGatewayNotification } from './payments.service';

type NotifyRequest = FastifyRequest<{ Querystring: { id?: string }; Body: { id?: string | number } | undefined }>;

const GATEWAY_ID = /^[0-9A-Za-z_-]{1,64}$/;

/**
 * GET|POST /v1/payments/gopay/notify?id=<payment id> (also a JSON or form body `id`): GoPay's
 * notification that payment X changed. It is never taken as the truth: the gateway is asked for
 * X's state, which is applied (payments.service applyGatewayState). 200 `{ ok: true }`; 400 without
 * an id; 404 for a payment that is no order of ours; 502 when the gateway cannot be asked (GoPay
 * then sends the notification again).
 */
export function registerPaymentRoutes(app: FastifyInstance, services: Services): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    const notify = async (request: NotifyRequest, reply: FastifyReply) => {
      const id = String(request.query.id ?? request.body?.id ?? '');
      if (!GATEWAY_ID.test(id)) return reply.code(400).send({ code: 'BAD_REQUEST', detail: 'Chybí id platby.' });
      try {
        const order = await handleGatewayNotification(services, id);
        if (!order) return reply.code(404).send({ code: 'NOT_FOUND', detail: 'Platba nenalezena.' });
        return { ok: true };
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        request.log.warn({ err: error, id }, 'payment gateway could not be asked');
        return reply.code(502).send({ code: 'GATEWAY', detail: 'Platební brána neodpovídá.' });
      }
    };
    scope.get('/v1/payments/gopay/notify', notify);
    scope.post('/v1/payments/gopay/notify', notify);
  });
}
