/**
 * What a real production deployment sets (GoPay's production gateway, an SMTP relay, a long random
 * secret): production mode starts with it and refuses it with any part missing (config.test.ts).
 */
export const PRODUCTION_ENV: Readonly<NodeJS.ProcessEnv> = {
  NODE_ENV: 'production',
  JWT_SECRET: 'b3f1c0e6a9d24f7e8c5a1b2d3e4f5a6b7c8d9e0f1a2b3c4d',
  SMTP_URL: 'smtp://relay.example.cz:587',
  PUBLIC_URL: 'https://zaber.example.cz',
  GOPAY_API_URL: 'https://gate.gopay.cz/api',
  GOPAY_GOID: '8000000001',
  GOPAY_CLIENT_ID: '1234567890',
  GOPAY_CLIENT_SECRET: 'real-shop-secret',
};
