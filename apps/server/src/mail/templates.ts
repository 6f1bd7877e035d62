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
