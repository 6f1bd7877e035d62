import type { LinkRoute } from '@basera/contract';

/** The server's own mail text (docs/architecture.md §4): a client cannot make us send its words. */
export function linkMail(route: LinkRoute, link: string, firstName?: string) {
  const greeting = firstName ? `Namaste ${firstName},` : 'Namaste,';
  if (route === 'emailVerified') {
    return {
      subject: 'Verify your e-mail address for Basera',
      text: [
        greeting,
        '',
        'Thank you for joining Basera. Please confirm your e-mail address by opening this link:',
        '',
        link,
        '',
        'The link works once and expires in 24 hours. If you did not create an account, ignore this mail.',
        '',
        'Team Basera',
      ].join('\n'),
    };
  }
  return {
    subject: 'Reset your Basera password',
    text: [
      greeting,
      '',
      'We received a request to reset your Basera password. Choose a new password here:',
      '',
      link,
      '',
      'The link works once and expires in 1 hour. If you did not ask for this, ignore this mail; your password stays as it is.',
      '',
      'Team Basera',
    ].join('\n'),
  };
}

/** The owner hears of each decision; a rejection says why and what to do next. */
export function decisionMail(
  decision: { status: 'Approve' | 'Reject'; reason: string | null; title: string },
  link: string,
  firstName: string,
) {
  if (decision.status === 'Approve') {
    return {
      subject: `Your listing "${decision.title}" is live on Basera`,
      text: [
        `Namaste ${firstName},`,
        '',
        `Good news: "${decision.title}" is approved and people can now find it in search.`,
        '',
        'Every few weeks we will ask you to confirm that it is still available, so that people only see listings they can rent or buy. When it is rented or sold, mark it so on your dashboard:',
        '',
        link,
        '',
        'Team Basera',
      ].join('\n'),
    };
  }
  return {
    subject: `Your listing "${decision.title}" needs a change`,
    text: [
      `Namaste ${firstName},`,
      '',
      `We could not approve "${decision.title}" yet. The reason our team gave:`,
      '',
      `  ${decision.reason ?? ''}`,
      '',
      'Edit the listing on your dashboard, then press Submit Property to send it for review again:',
      '',
      link,
      '',
      'Team Basera',
    ].join('\n'),
  };
}

/** Sent once, 30 days after the last confirmation; 15 days later the listing leaves search. */
export function reminderMail(title: string, link: string, firstName: string, hideInDays: number) {
  return {
    subject: `Is "${title}" still available?`,
    text: [
      `Namaste ${firstName},`,
      '',
      `Is "${title}" still available? Confirm it with one tap:`,
      '',
      link,
      '',
      `If we do not hear from you within ${hideInDays} days, the listing leaves search (it is not deleted: confirming brings it back). If it is rented or sold, mark it so on the same page.`,
      '',
      'Team Basera',
    ].join('\n'),
  };
}
