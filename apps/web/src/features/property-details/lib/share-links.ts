import { whatsAppHref } from '@/lib/phone-links';

export type ShareChannelId = 'whatsapp' | 'facebook' | 'x' | 'linkedin' | 'telegram' | 'email';

export type ShareLink = { id: ShareChannelId; name: string; href: string };

/** The words of the links, in the reader's language. */
export type ShareWords = {
  /** 'Flat in Raipur on Basera'. */
  text: (title: string) => string;
  /** The e-mail's body: a line, the title and the link. */
  emailBody: (title: string, url: string) => string;
  /** The e-mail channel's name. */
  email: string;
};

const ENGLISH: ShareWords = {
  text: (title) => `${title} on Basera`,
  emailBody: (title, url) => `Have a look at this listing on Basera:\n${title}\n${url}`,
  email: 'E-mail',
};

/**
 * The six places a listing can be shared to (docs/product.md §2), e-mail among them. Every part of a
 * link is encoded, so a title with '&' or '#' cannot break out of its parameter.
 */
export function shareLinks(url: string, title: string, words: ShareWords = ENGLISH): ShareLink[] {
  const u = encodeURIComponent(url);
  const text = words.text(title);
  const t = encodeURIComponent(text);
  return [
    { id: 'whatsapp', name: 'WhatsApp', href: whatsAppHref(`${text}: ${url}`) },
    { id: 'facebook', name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { id: 'x', name: 'X', href: `https://x.com/intent/post?text=${t}&url=${u}` },
    {
      id: 'linkedin',
      name: 'LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    },
    { id: 'telegram', name: 'Telegram', href: `https://t.me/share/url?url=${u}&text=${t}` },
    {
      id: 'email',
      name: words.email,
      href: `mailto:?subject=${t}&body=${encodeURIComponent(words.emailBody(title, url))}`,
    },
  ];
}

/** The address to share: the public reader's view, whichever header the sharer sees. */
export function shareUrlOf(propertyId: string, origin: string = window.location.origin): string {
  return `${origin}/propertyDetails/user/${encodeURIComponent(propertyId)}`;
}
