import { WHATSAPP_PREFIX } from '@basera/contract';

/** '9876543210' → '+91 98765 43210'. */
export function displayIndianNumber(number: string): string {
  const digits = number.replace(/\D/g, '');
  if (digits.length !== 10) return `${WHATSAPP_PREFIX} ${number}`;
  return `${WHATSAPP_PREFIX} ${digits.slice(0, 5)} ${digits.slice(5)}`;
}

/** tel:+919876543210 */
export function telHref(number: string): string {
  return `tel:${WHATSAPP_PREFIX}${number.replace(/\D/g, '')}`;
}

/** https://wa.me/919876543210?text=… with an enquiry about the listing. */
export function whatsAppHref(
  number: string,
  listerFirstName: string,
  propertyTitle: string,
): string {
  const digits = `${WHATSAPP_PREFIX.replace('+', '')}${number.replace(/\D/g, '')}`;
  const text =
    `Hello ${listerFirstName}, I saw your property "${propertyTitle}" on Basera and I am ` +
    'interested. Is it still available?';
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
