import type { FastifyInstance } from 'fastify';
import { createDailyJobs } from './jobs/daily-jobs';
import { handleMailJobs } from './mail/mail-jobs';
import type { Mailer } from './mail/mailer';

/**
 * What the server does besides answering: the daily jobs (once a day across servers, on the job
 * queue's schedule) and the mails on the job queue, each made by the feature it belongs to.
 */
export async function wireBackgroundWork(app: FastifyInstance, mailer: Mailer) {
  const { auth, freshness, moderation, meetings } = app;
  const dailyJobs = await createDailyJobs({
    queue: app.jobs,
    clock: app.deps.clock,
    log: app.log,
    jobs: [
      { name: 'remind-owners', run: freshness.remindOwners },
      { name: 'hide-unconfirmed', run: freshness.hideUnconfirmed },
      { name: 'remove-dead-links', run: auth.removeDeadLinks },
    ],
  });
  handleMailJobs({
    queue: app.jobs,
    mailer,
    composers: {
      link: auth.composeLinkMail,
      decision: moderation.composeDecisionMail,
      reminder: freshness.composeReminderMail,
      visitRequest: meetings.composeVisitRequestMail,
      visitRequestCopy: meetings.composeVisitRequestCopy,
      visitAnswer: meetings.composeVisitAnswerMail,
    },
    log: app.log,
  });
  return dailyJobs;
}
