import {
  formatMeetingDate,
  formatMeetingTime,
  SAFETY_NOTE,
  type Language,
  type LinkRoute,
  type VisitAnswer,
} from '@basera/contract';

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

/** What a visit request says, as the visitor typed it; the date and time are India's. */
export type VisitRequest = {
  title: string;
  date: string;
  time: string;
  name: string;
  email: string;
  phone: string;
  message: string;
};

/** Each line of a person's text indented, so it reads as quoted and cannot pass for ours. */
const quoted = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => `  ${line}`)
    .join('\n');

/** When the visit is asked for: 'Wed, 3 Dec 2026 at 11:30 am'. */
function visitTime(visit: VisitRequest, language: Language) {
  const day = formatMeetingDate(visit.date, language, { weekday: true });
  const time = formatMeetingTime(visit.time, language);
  return language === 'hi' ? `${day}, ${time} बजे` : `${day} at ${time}`;
}

/**
 * The lister hears of each request at once, with what they need to call back. English: the
 * product does not know a lister's language (docs/decisions/0030-visit-requests-mailed.md).
 */
export function visitRequestMail(visit: VisitRequest, link: string, firstName: string) {
  const when = visitTime(visit, 'en');
  return {
    subject: `Visit request for "${visit.title}" on ${when}`,
    text: [
      `Namaste ${firstName},`,
      '',
      `${visit.name} would like to visit "${visit.title}" on ${when} (India time).`,
      '',
      `Phone: ${visit.phone}`,
      `E-mail: ${visit.email}`,
      'Message:',
      quoted(visit.message),
      '',
      'Accept or decline the visit on your dashboard, and we mail them your answer. Call them to agree on the details or on another time:',
      '',
      link,
      '',
      'Team Basera',
    ].join('\n'),
  };
}

/** The contract's safety note (SAFETY_NOTE) as the Hindi mails say it. */
const HINDI_SAFETY_NOTE =
  "बसेरा प्रॉपर्टी देखने से पहले कभी एडवांस या 'टोकन' पैसे नहीं माँगता। प्रॉपर्टी और उसके कागज़ देखे बिना किसी को भी पैसे न दें।";

/** The visitor's copy: what was sent, who calls whom, and the safety note, in their language. */
export function visitRequestCopyMail(
  visit: VisitRequest,
  link: string,
  firstName: string,
  language: Language,
) {
  const when = visitTime(visit, language);
  if (language === 'hi') {
    return {
      subject: `“${visit.title}” देखने का आपका अनुरोध`,
      text: [
        `नमस्ते ${firstName},`,
        '',
        `“${visit.title}” को ${when} (भारतीय समय) देखने का आपका अनुरोध हमने लिस्ट करने वाले को भेज दिया है। पक्का करने के लिए वे आपको ${visit.phone} पर कॉल करेंगे।`,
        '',
        'आपका संदेश:',
        quoted(visit.message),
        '',
        'प्रॉपर्टी:',
        link,
        '',
        HINDI_SAFETY_NOTE,
        '',
        'टीम बसेरा',
      ].join('\n'),
    };
  }
  return {
    subject: `Your visit request for "${visit.title}"`,
    text: [
      `Namaste ${firstName},`,
      '',
      `We have sent your request to visit "${visit.title}" on ${when} (India time) to its lister. They will call you on ${visit.phone} to confirm.`,
      '',
      'Your message:',
      quoted(visit.message),
      '',
      'The listing:',
      link,
      '',
      SAFETY_NOTE.points.join(' '),
      '',
      'Team Basera',
    ].join('\n'),
  };
}

/**
 * The lister's answer, to the visitor, in the language they asked in: accepted or declined,
 * with the listing, its link and the visit's date and time (India's).
 */
export function visitAnswerMail(
  visit: VisitRequest,
  answer: VisitAnswer,
  link: string,
  firstName: string,
  language: Language,
) {
  const when = visitTime(visit, language);
  if (language === 'hi') {
    const accepted = answer === 'accepted';
    return {
      subject: accepted
        ? `“${visit.title}” देखने का आपका अनुरोध स्वीकार हो गया`
        : `“${visit.title}” देखने का आपका अनुरोध अस्वीकार हो गया`,
      text: [
        `नमस्ते ${firstName},`,
        '',
        accepted
          ? `लिस्ट करने वाले ने “${visit.title}” को ${when} (भारतीय समय) देखने का आपका अनुरोध स्वीकार कर लिया है। कृपया समय पर पहुँचें।`
          : `लिस्ट करने वाले ने “${visit.title}” को ${when} (भारतीय समय) देखने का आपका अनुरोध अस्वीकार कर दिया है। आप प्रॉपर्टी के पेज से कोई दूसरा समय माँग सकते हैं।`,
        '',
        'प्रॉपर्टी:',
        link,
        '',
        HINDI_SAFETY_NOTE,
        '',
        'टीम बसेरा',
      ].join('\n'),
    };
  }
  const accepted = answer === 'accepted';
  return {
    subject: accepted
      ? `Your visit to "${visit.title}" is accepted`
      : `Your visit request for "${visit.title}" is declined`,
    text: [
      `Namaste ${firstName},`,
      '',
      accepted
        ? `The lister has accepted your request to visit "${visit.title}" on ${when} (India time). Please be there on time.`
        : `The lister has declined your request to visit "${visit.title}" on ${when} (India time). You can ask for another time on the listing's page.`,
      '',
      'The listing:',
      link,
      '',
      SAFETY_NOTE.points.join(' '),
      '',
      'Team Basera',
    ].join('\n'),
  };
}
