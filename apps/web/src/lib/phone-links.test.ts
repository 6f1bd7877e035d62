import { describe, expect, it } from 'vitest';
import { displayIndianNumber, telHref, whatsAppHref } from './phone-links';

describe('links to an Indian mobile number', () => {
  it('dials with +91', () => {
    expect(telHref('98765 43210')).toBe('tel:+919876543210');
  });

  it('opens WhatsApp on the number with the message typed in', () => {
    const href = new URL(whatsAppHref('Is "Flat 2" & the car park free?', '9876543210'));
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/919876543210');
    expect(href.searchParams.get('text')).toBe('Is "Flat 2" & the car park free?');
  });

  it('lets the reader choose whom to send a shared message to', () => {
    expect(whatsAppHref('Look')).toBe('https://wa.me/?text=Look');
  });

  it('shows a number in two groups of five after +91', () => {
    expect(displayIndianNumber('9876543210')).toBe('+91 98765 43210');
  });
});
