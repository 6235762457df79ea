// The images' HEALTHCHECK: healthy when http://127.0.0.1:$PORT$HEALTH_PATH answers 2xx within 3 s.
const port = process.env.HEALTH_PORT || process.env.PORT;
const url = `http://127.0.0.1:${port}${process.env.HEALTH_PATH || '/healthz'}`;
fetch(url, { signal: AbortSignal.timeout(3000) }).then(
  (response) => process.exit(response.ok ? 0 : 1),
  () => process.exit(1),
);
