// A mail sink for a stack that is not on the internet: receives every mail over SMTP, keeps the
// newest in memory and shows them over HTTP (GET /messages?to=<address>: newest first), so a person
// or a journey can read a sign-in code. Never a relay: nothing it receives leaves it.
// SMTP_PORT (1025), HTTP_PORT (8025), HOST (0.0.0.0), MAILSINK_KEEP (500 messages).
import http from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const host = process.env.HOST ?? '0.0.0.0';
const keep = Number(process.env.MAILSINK_KEEP ?? 500);
/** @type {{ id: number, to: string[], from: string, subject: string, text: string, html: string, date: string }[]} */
const messages = [];
let nextId = 1;

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  size: 10 * 1024 * 1024,
  logger: false,
  async onData(stream, session, callback) {
    try {
      const mail = await simpleParser(stream);
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      messages.unshift({
        id: nextId++,
        to,
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        html: typeof mail.html === 'string' ? mail.html : '',
        date: new Date().toISOString(),
      });
      messages.length = Math.min(messages.length, keep);
      console.log(`mail to ${to.join(', ')}: ${mail.subject ?? ''}`);
      callback();
    } catch (error) {
      callback(error instanceof Error ? error : new Error(String(error)));
    }
  },
});
smtp.listen(Number(process.env.SMTP_PORT ?? 1025), host);

const web = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const json = (status, body) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    response.end(JSON.stringify(body));
  };
  if (request.method !== 'GET') return json(405, { error: 'GET only' });
  if (url.pathname === '/healthz') return json(200, { ok: true, messages: messages.length });
  if (url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    return json(
      200,
      messages.filter((m) => !to || m.to.includes(to)),
    );
  }
  if (url.pathname === '/') {
    response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
    return response.end(messages.map((m) => `${m.date}  ${m.to.join(', ')}  ${m.subject}\n${m.text}\n`).join('\n') || 'Žádná pošta.\n');
  }
  return json(404, { error: 'not found' });
});
web.listen(Number(process.env.HTTP_PORT ?? 8025), host, () => console.log('mail sink: SMTP and HTTP listening'));

const stop = () => {
  smtp.close(() => undefined);
  web.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
