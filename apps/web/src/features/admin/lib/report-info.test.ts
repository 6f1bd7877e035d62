import { describe, expect, it } from 'vitest';
import { openReportsLabel, waitingLabel } from './count-labels';
import { readReportFilter, REPORT_FILTERS } from './report-info';

describe('the Reports menu', () => {
  it('shows open reports unless the URL asks for all', () => {
    expect(REPORT_FILTERS).toEqual(['open', 'all']);
    expect(readReportFilter(new URLSearchParams('tab=reports'))).toBe('open');
    expect(readReportFilter(new URLSearchParams('status=all'))).toBe('all');
    expect(readReportFilter(new URLSearchParams('status=closed'))).toBe('open');
  });

  it('counts what waits for the admin in words', () => {
    expect(waitingLabel(12)).toBe('12 waiting for review');
    expect(openReportsLabel(1)).toBe('1 open report');
    expect(openReportsLabel(1200)).toBe('1,200 open reports');
  });
});
