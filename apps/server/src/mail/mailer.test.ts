import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

describe('the outbox (no SMTP_URL)', () => {
  it('keeps every mail in a file of its own, however many go to one address at once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 20 }), async (count) => {
        const outboxDir = await mkdtemp(path.join(tmpdir(), 'basera-outbox-'));
        const mailer = createMailer({
          from: 'Basera <no-reply@basera.test>',
          outboxDir,
          log: Fastify({ logger: false }).log,
        });
        try {
          const subjects = Array.from({ length: count }, (_, i) => `Mail ${i + 1}`);
          await Promise.all(
            subjects.map((subject) =>
              mailer.send({ to: 'owner@basera.test', subject, text: 'Namaste', link: '' }),
            ),
          );
          const files = await readdir(outboxDir);
          const kept = await Promise.all(
            files.map(async (file) => {
              const eml = await readFile(path.join(outboxDir, file), 'utf8');
              return /^Subject: (.*)$/m.exec(eml)?.[1];
            }),
          );
          expect(kept.sort()).toEqual([...subjects].sort());
        } finally {
          mailer.close();
          await rm(outboxDir, { recursive: true, force: true });
        }
      }),
      { numRuns: 20 },
    );
  });
});
