import { WHATSAPP_PREFIX } from '@basera/contract';

/*
 * Links to Indian mobile numbers: ten digits, dialled and messaged with +91 (docs/product.md §1).
 * Every tel: and wa.me link of the app is made here.
 */

function digitsOf(number: string): string {
  return number.replace(/\D/g, '');
}

/** '9876543210' → '+91 98765 43210'. */
export function displayIndianNumber(number: string): string {
  const digits = digitsOf(number);
  if (digits.length !== 10) return `${WHATSAPP_PREFIX} ${number}`;
  return `${WHATSAPP_PREFIX} ${digits.slice(0, 5)} ${digits.slice(5)}`;
}

/** tel:+919876543210 */
export function telHref(number: string): string {
  return `tel:${WHATSAPP_PREFIX}${digitsOf(number)}`;
}

/**
 * A WhatsApp chat with `text` typed in: https://wa.me/919876543210?text=…, or without a number
 * (https://wa.me/?text=…) for the reader to choose whom to send it to.
 */
export function whatsAppHref(text: string, number?: string): string {
  const to = number === undefined ? '' : `${WHATSAPP_PREFIX.replace('+', '')}${digitsOf(number)}`;
  return `https://wa.me/${to}?text=${encodeURIComponent(text)}`;
}
