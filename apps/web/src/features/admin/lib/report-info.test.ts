import { describe, expect, it } from 'vitest';
import { createI18n } from '@/i18n/create-i18n';
import { openReportsLabel, waitingLabel } from './count-labels';
import { readReportFilter, REPORT_FILTERS } from './report-info';

describe('the Reports menu', () => {
  it('shows open reports unless the URL asks for all', () => {
    expect(REPORT_FILTERS).toEqual(['open', 'all']);
    expect(readReportFilter(new URLSearchParams('tab=reports'))).toBe('open');
    expect(readReportFilter(new URLSearchParams('status=all'))).toBe('all');
    expect(readReportFilter(new URLSearchParams('status=closed'))).toBe('open');
  });

  it('counts what waits for the admin in words', async () => {
    const english = await createI18n('en');
    await english.loadNamespaces('admin');
    expect(waitingLabel(english.t, 'en', 12)).toBe('12 waiting for review');
    expect(openReportsLabel(english.t, 'en', 1)).toBe('1 open report');
    expect(openReportsLabel(english.t, 'en', 1200)).toBe('1,200 open reports');
  });

  it('counts them in Hindi too, grouped the Indian way', async () => {
    const hindi = await createI18n('hi');
    await hindi.loadNamespaces('admin');
    expect(waitingLabel(hindi.t, 'hi', 125000)).toBe('1,25,000 जाँच के इंतज़ार में');
    expect(openReportsLabel(hindi.t, 'hi', 1)).toBe('1 खुली रिपोर्ट');
  });
});
