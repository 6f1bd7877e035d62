import type { AccountKind, Language, LinkRoute, VisitAnswer } from '@basera/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { JobQueue } from '../jobs/queue';
import { SMTP_CONNECTIONS, type Mail, type Mailer } from './mailer';

/**
 * Every mail is a job on the `mail` queue (jobs/queue.ts), written in the transaction of the
 * change that causes it: a decision stored is a decision mailed, even if SMTP is down or the
 * server stops a moment later. The job says what to mail; the mail itself is made when it is
 * sent, so no link token or message text waits in the database.
 */
export type MailJob =
  /**
   * A verification or password-reset link, asked for at POST /api/verifyLink. `requestId`
   * tells a retry of this request's mail from another request (jobs queued before it existed
   * have none).
   */
  | { kind: 'link'; route: LinkRoute; userMail: string; dbName: AccountKind; requestId?: string }
  /** An admin's decision on an owner's listing. */
  | {
      kind: 'decision';
      ownerId: string;
      decision: { status: 'Approve' | 'Reject'; reason: string | null; title: string };
    }
  /** 'Is it still available?', 30 days after the owner last confirmed. */
  | { kind: 'reminder'; ownerId: string; propertyId: string; title: string; hideInDays: number }
  /** A visit asked for on a listing, to its lister. */
  | { kind: 'visitRequest'; meetingId: string }
  /** The visitor's copy of their request, in the language they asked in. */
  | { kind: 'visitRequestCopy'; meetingId: string; language: Language }
  /** The lister's answer to a request, to the visitor, in the language they asked in. */
  | { kind: 'visitAnswer'; meetingId: string; answer: VisitAnswer };

/** How each kind becomes a mail when it is sent: null when there is no one to send it to. */
export type MailComposers = {
  [Kind in MailJob['kind']]: (job: Extract<MailJob, { kind: Kind }>) => Promise<Mail | null>;
};

export type MailJobs = {
  /** Puts a mail on the queue with `db`: inside a transaction, it is sent only if that commits. */
  enqueue(db: Db, job: MailJob): Promise<void>;
};

/**
 * Mails a person is waiting for, on the screen that asked for them, go before all others
 * (docs/decisions/0031-mails-by-priority-in-batches.md): a verification or password-reset link
 * never queues behind a morning's 'your listing is live' mails. Every other kind, a new one
 * included, is `later`.
 */
const MAIL_PRIORITY = { awaited: 10, later: 0 } as const;
const AWAITED_KINDS: ReadonlySet<MailJob['kind']> = new Set(['link']);

function mailPriority(job: MailJob): number {
  return AWAITED_KINDS.has(job.kind) ? MAIL_PRIORITY.awaited : MAIL_PRIORITY.later;
}

export function createMailJobs(queue: JobQueue): MailJobs {
  return { enqueue: (db, job) => queue.send(db, 'mail', job, { priority: mailPriority(job) }) };
}

/**
 * This server's way of sending a mail job. A failure (SMTP down, refused) throws, and the
 * queue tries the job again later. Each of the server's mail workers takes as many mails at a
 * time as the mailer sends at once: one batch on the SMTP connections while the next waits its
 * turn, so no connection waits for the database.
 */
export function handleMailJobs(options: {
  queue: JobQueue;
  mailer: Mailer;
  composers: MailComposers;
  log: FastifyBaseLogger;
}): void {
  const { queue, mailer, composers, log } = options;
  queue.handle<MailJob>(
    'mail',
    async (job) => {
      const compose = composers[job.kind] as (job: MailJob) => Promise<Mail | null>;
      const mail = await compose(job);
      if (!mail) {
        log.info({ kind: job.kind }, 'mail job has no one to send to any more');
        return;
      }
      await mailer.send(mail);
    },
    { batchSize: mailer.connections ?? SMTP_CONNECTIONS },
  );
}
