/**
 * Whether this device has shown the safety note before contact (once per device, so it is read
 * when it matters and then stays out of the way). Blocked storage counts as not seen.
 */
const KEY = 'safetyNoteSeen';

export function safetyNoteSeen(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function markSafetyNoteSeen(): void {
  try {
    window.localStorage.setItem(KEY, '1');
  } catch {
    // storage blocked: the note shows again next time, which is safe
  }
}
