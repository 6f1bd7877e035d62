// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Inbox } from 'lucide-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@basera/contract';
import { ApiError } from '@/lib/api-client';
import { renderInLanguage } from '@/testing/render-in-language';
import { LoadErrorPanel, LoadingPlaceholder, StatusPanel } from './status-panel';

afterEach(cleanup);

describe('a panel saying there is nothing to show', () => {
  it('says what is missing and offers the way on, without alarming anyone', async () => {
    await renderInLanguage(
      <StatusPanel
        icon={<Inbox />}
        title="No meeting requests yet"
        actions={<button type="button">Post a property</button>}
      >
        Visitors’ requests appear here.
      </StatusPanel>,
    );
    expect(screen.getByText('No meeting requests yet')).toBeTruthy();
    expect(screen.getByText('Visitors’ requests appear here.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Post a property' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('titles a section, or the whole page, with a heading', async () => {
    await renderInLanguage(<StatusPanel layout="section" title="No saved properties yet" />);
    expect(screen.getByRole('heading', { name: 'No saved properties yet', level: 2 })).toBeTruthy();
    cleanup();
    await renderInLanguage(
      <StatusPanel layout="page" title="This property is no longer available" />,
    );
    expect(
      screen.getByRole('heading', { name: 'This property is no longer available', level: 1 }),
    ).toBeTruthy();
  });
});

describe('a read that failed', () => {
  it('is announced with what went wrong, and Try again asks again', async () => {
    const onRetry = vi.fn();
    await renderInLanguage(
      <LoadErrorPanel
        title="We could not load your properties"
        error={new ApiError('Request failed with status code 503', 503)}
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('We could not load your properties');
    expect(alert.textContent).toContain('Request failed with status code 503');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says a failure without an answer in plain words, and waits while it tries again', async () => {
    const onRetry = vi.fn();
    await renderInLanguage(<LoadErrorPanel error={new TypeError('')} onRetry={onRetry} retrying />);
    expect(screen.getByRole('alert').textContent).toContain('We could not load this');
    expect(screen.getByRole('alert').textContent).toContain('Network Error');
    const retry = screen.getByRole('button', { name: 'Try again' }) as HTMLButtonElement;
    expect(retry.disabled).toBe(true);
    fireEvent.click(retry);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('speaks Hindi to a Hindi reader, the server’s message included', async () => {
    await renderInLanguage(
      <LoadErrorPanel error={new ApiError(MSG.phoneInvalid, 400)} onRetry={() => undefined} />,
      { language: 'hi' },
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('यह लोड नहीं हो सका');
    expect(alert.textContent).toContain('फ़ोन नंबर सही नहीं है');
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeTruthy();
  });

  it('can name the other ways on beside Try again', async () => {
    await renderInLanguage(
      <LoadErrorPanel
        layout="page"
        title="We could not load this property"
        error={new ApiError('Network Error', 0)}
        onRetry={() => undefined}
        actions={<a href="/">Back to home</a>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'We could not load this property',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeTruthy();
  });
});

describe('a placeholder while something loads', () => {
  it('tells screen readers what is loading and marks the region busy', async () => {
    const { container } = await renderInLanguage(
      <LoadingPlaceholder label="Loading reviews">
        <div aria-hidden="true" className="h-4" />
      </LoadingPlaceholder>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading reviews');
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});
