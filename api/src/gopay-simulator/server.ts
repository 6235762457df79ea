import { gopaySimulatorPort } from '../config';
import { buildGoPaySimulator } from './gopay-simulator';

/*
 * The local GoPay simulator as its own process (node dist/gopay-simulator/server.js), started by
 * scripts/serve.mjs beside the API: its own origin, like the real gateway.
 * GOPAY_SIM_PORT (default the API's PORT + 1), HOST (default 127.0.0.1), GOPAY_SIM_PUBLIC_URL
 * (the origin browsers open the payment page at; default the one each request came to).
 */
async function main() {
  // Its "Zaplatit" marks a payment paid without any card: never part of a production deployment.
  if (process.env.NODE_ENV === 'production') {
    console.error('The GoPay simulator does not run with NODE_ENV=production (set GOPAY_API_URL and the shop credentials, or PAYMENTS_GOPAY=off).');
    process.exit(1);
  }
  const { app } = buildGoPaySimulator({ logger: true, publicUrl: process.env.GOPAY_SIM_PUBLIC_URL || undefined });
  await app.listen({ port: gopaySimulatorPort(), host: process.env.HOST ?? '127.0.0.1' });
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
