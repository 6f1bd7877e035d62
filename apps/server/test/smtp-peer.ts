import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string; subject: string };

export type SmtpPeer = {
  url: string;
  /** Every mail it accepted, in the order it accepted them. */
  received: ReceivedMail[];
  /** How many mails it refused. */
  readonly refused: number;
  /** The most mails it was being given at the same time. */
  readonly mostAtOnce: number;
  close(): Promise<void>;
};

/**
 * A real SMTP peer on loopback (smtp-server). `refuse` decides, for each try at a mail (the
 * first is 1), whether it answers 451 'try again later'; `holdMs` is how long it takes to accept
 * a mail, as a relay across a network does.
 */
export async function smtpPeer(
  options: { refuse?: (mail: ReceivedMail, attempt: number) => boolean; holdMs?: number } = {},
): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  const attempts = new Map<string, number>();
  let refused = 0;
  let atOnce = 0;
  let mostAtOnce = 0;
  const server = new SMTPServer({
    // Its built-in certificate has expired: plain SMTP on loopback (docs/architecture.md §7).
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    onData(stream, session, callback) {
      atOnce += 1;
      mostAtOnce = Math.max(mostAtOnce, atOnce);
      const done = (err?: Error) => {
        atOnce -= 1;
        callback(err);
      };
      simpleParser(stream).then((parsed) => {
        const mail = { to: session.envelope.rcptTo[0]!.address, subject: parsed.subject ?? '' };
        const key = `${mail.to}\n${mail.subject}`;
        const attempt = (attempts.get(key) ?? 0) + 1;
        attempts.set(key, attempt);
        setTimeout(() => {
          if (options.refuse?.(mail, attempt)) {
            refused += 1;
            return done(new Error('451 try again later'));
          }
          received.push(mail);
          done();
        }, options.holdMs ?? 0);
      }, done);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    received,
    get refused() {
      return refused;
    },
    get mostAtOnce() {
      return mostAtOnce;
    },
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

/** Waits until `check` holds, looking every 50 ms; throws after `timeoutMs`. */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`not so after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
