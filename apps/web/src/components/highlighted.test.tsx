import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Highlighted } from './highlighted';

const html = (text: string, phrase: string) =>
  renderToStaticMarkup(<Highlighted text={text} phrase={phrase} className="accent" />);

describe('a sentence with a phrase picked out', () => {
  it('marks the phrase wherever the language puts it', () => {
    expect(html('Find a home in Chhattisgarh', 'Chhattisgarh')).toBe(
      'Find a home in <span class="accent">Chhattisgarh</span>',
    );
    expect(html('छत्तीसगढ़ में अपने मन का घर ढूँढें', 'छत्तीसगढ़')).toBe(
      '<span class="accent">छत्तीसगढ़</span> में अपने मन का घर ढूँढें',
    );
  });

  it('shows the sentence as it is when the phrase is not in it', () => {
    expect(html('Find a home', 'Chhattisgarh')).toBe('Find a home');
    expect(html('Find a home', '')).toBe('Find a home');
  });

  it('escapes the words like any other text', () => {
    expect(html('<b>x</b> in y', 'y')).toBe(
      '&lt;b&gt;x&lt;/b&gt; in <span class="accent">y</span>',
    );
  });
});
