import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type Mail = { to: string; subject: string; text: string; link: string };

export type Mailer = {
  send(mail: Mail): Promise<void>;
  /** How many mails it sends at the same time (SMTP_CONNECTIONS unless said). */
  connections?: number;
  close(): void;
};

/**
 * SMTP connections each server keeps open while it has mails to send, unless SMTP_URL says
 * otherwise (`?maxConnections=10`): several mails go out at once, each connection carrying one
 * mail after another (docs/decisions/0031-mails-by-priority-in-batches.md).
 */
export const SMTP_CONNECTIONS = 5;
/**
 * A connection with nothing to send for this long is closed: a backlog keeps its connections
 * busy, a quiet server holds none open, and an SMTP server that stops is not kept waiting.
 */
const SMTP_IDLE_MS = 5_000;

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
    const connections =
      Number(new URL(options.smtpUrl).searchParams.get('maxConnections')) || SMTP_CONNECTIONS;
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      pool: true,
      maxConnections: connections,
      idleTimeout: SMTP_IDLE_MS,
    });
    return {
      connections,
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
      // Several mails go out at once, some to one address in the same millisecond.
      const unique = randomUUID().slice(0, 8);
      const file = path.join(options.outboxDir, `${Date.now()}-${unique}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer);
      options.log.info(
        { to: mail.to, link: mail.link, file },
        `mail written to outbox: ${mail.subject}`,
      );
    },
    close: () => composer.close(),
  };
}
