import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type Mail = { to: string; subject: string; text: string; link: string };

export type Mailer = { send(mail: Mail): Promise<void>; close(): void };

/**
 * Real SMTP when SMTP_URL is set; otherwise each mail is written to DATA_DIR/outbox as an
 * .eml file and its link is logged, so `npm start` works with no mail server (docs/architecture.md §3).
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        });
      },
      close: () => transport.close(),
    };
  }
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(mail) {
      const info = await composer.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      });
      await mkdir(options.outboxDir, { recursive: true });
      const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = path.join(options.outboxDir, `${Date.now()}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer);
      options.log.info(
        { to: mail.to, link: mail.link, file },
        `mail written to outbox: ${mail.subject}`,
      );
    },
    close: () => composer.close(),
  };
}
