import { describe, expect, it } from 'vitest';
import { fieldMessages } from './errors';
import { boundedText, id, indianMobile, PHONE_PATTERN, requiredText } from './fields';

describe('requiredText', () => {
  const schema = requiredText('required!');

  it('trims the text', () => {
    expect(schema.parse('  hello  ')).toBe('hello');
  });

  for (const input of [undefined, null, 7, '', '   ', '\t\n']) {
    it(`${JSON.stringify(input)} is rejected with the required message`, () => {
      const result = schema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error && fieldMessages(result.error)._).toBe('required!');
    });
  }
});

describe('boundedText', () => {
  const schema = boundedText('required!', [3, 'too short'], [5, 'too long']);
  const messageOf = (input: unknown) => {
    const result = schema.safeParse(input);
    return result.success ? undefined : fieldMessages(result.error)._;
  };

  it('shows the required message, not the minimum, for empty text', () => {
    expect(messageOf('')).toBe('required!');
    expect(messageOf('  ')).toBe('required!');
  });

  it('applies both bounds inclusively, after trimming', () => {
    expect(messageOf('ab')).toBe('too short');
    expect(messageOf('abc')).toBeUndefined();
    expect(messageOf('abcde')).toBeUndefined();
    expect(messageOf(' abcde ')).toBeUndefined();
    expect(messageOf('abcdef')).toBe('too long');
  });
});

describe('Indian mobile numbers', () => {
  it('the pattern is ^[6-9]\\d{9}$ (docs/product.md §9)', () => {
    expect(PHONE_PATTERN.source).toBe('^[6-9]\\d{9}$');
    expect(PHONE_PATTERN.flags).toBe('');
  });

  const schema = indianMobile('required!', 'invalid!');
  for (const [input, expected] of [
    ['', 'required!'],
    ['6123456789', undefined],
    ['9999999999', undefined],
    ['5999999999', 'invalid!'],
    ['999999999', 'invalid!'],
    ['99999999999', 'invalid!'],
    ['+919999999999', 'invalid!'],
    ['99999-99999', 'invalid!'],
    ['９９９９９９９９９９', 'invalid!'],
  ] as const) {
    it(`${JSON.stringify(input)} gives ${expected ?? 'no message'}`, () => {
      const result = schema.safeParse(input);
      expect(result.success ? undefined : fieldMessages(result.error)._).toBe(expected);
    });
  }
});

describe('entity ids', () => {
  it('a uuid is accepted', () => {
    expect(id.parse('7f1b6a2c-3d4e-4f5a-8b6c-7d8e9f0a1b2c')).toBe(
      '7f1b6a2c-3d4e-4f5a-8b6c-7d8e9f0a1b2c',
    );
  });

  for (const input of ['1', '', 'not-a-uuid', '7f1b6a2c3d4e4f5a8b6c7d8e9f0a1b2c', 12]) {
    it(`${JSON.stringify(input)} is rejected with 'Invalid id'`, () => {
      const result = id.safeParse(input);
      expect(result.success ? undefined : fieldMessages(result.error)._).toBe('Invalid id');
    });
  }
});
