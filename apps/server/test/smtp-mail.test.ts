import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, tokenFromLink, type TestApp } from './harness';
import { json, login, register, requestLink } from './support';

type Received = { to: string; text: string; subject: string };
const received: Received[] = [];
let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    // Its built-in certificate has expired: plain SMTP on loopback (docs/architecture.md §7).
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    onData(stream, session, callback) {
      simpleParser(stream).then((mail) => {
        received.push({
          to: session.envelope.rcptTo[0]!.address,
          text: mail.text ?? '',
          subject: mail.subject ?? '',
        });
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as { port: number };
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    MAIL_FROM: 'Basera <no-reply@basera.test>',
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

it('sends the verification link over real SMTP, and the link from the mail verifies the account', async () => {
  const person = await register(t);
  expect((await requestLink(t, person.userMail, 'emailVerified')).statusCode).toBe(200);
  const mail = received.find((m) => m.to === person.userMail);
  expect(mail?.subject).toBe('Verify your e-mail address for Basera');
  const link = mail!.text.match(/http:\/\/basera\.test\/emailVerified\/\S+/)?.[0];
  expect(link).toBeDefined();
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/verifyAccount/${tokenFromLink(link!)}`,
  });
  expect(res.statusCode).toBe(200);
  expect(json(res).dbName).toBe('User');
  expect((await login(t, person.userMail)).statusCode).toBe(200);
});
