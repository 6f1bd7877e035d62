import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldMessages } from './errors';

function errorOf(schema: z.ZodType, input: unknown): z.ZodError {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected the input to be rejected');
  return result.error;
}

describe('field messages (fieldMessages)', () => {
  it("a field's message is its first issue, later ones are not shown", () => {
    const schema = z.object({
      name: z.string().min(3, { error: 'first' }).regex(/^x/, { error: 'second' }),
    });
    const error = errorOf(schema, { name: 'ab' });
    expect(error.issues.map((issue) => issue.message)).toEqual(['first', 'second']);
    expect(fieldMessages(error)).toEqual({ name: 'first' });
  });

  it('each failing field gets its own message and valid fields get none', () => {
    const schema = z.object({
      a: z.string({ error: 'need a' }),
      b: z.string({ error: 'need b' }),
      c: z.string(),
    });
    expect(fieldMessages(errorOf(schema, { c: 'ok' }))).toEqual({ a: 'need a', b: 'need b' });
  });

  it('nested fields are named by their dotted path', () => {
    const schema = z.object({
      owner: z.object({ phone: z.string({ error: 'need phone' }) }),
      images: z.array(z.string({ error: 'bad image' })),
    });
    expect(fieldMessages(errorOf(schema, { owner: {}, images: ['a', 7] }))).toEqual({
      'owner.phone': 'need phone',
      'images.1': 'bad image',
    });
  });

  it("an issue on the whole value is filed under '_'", () => {
    expect(fieldMessages(errorOf(z.string({ error: 'need text' }), 5))).toEqual({
      _: 'need text',
    });
  });

  it('an object-level check with a path is filed under that field, after the field own issues', () => {
    const schema = z
      .object({ a: z.string(), b: z.string().min(1, { error: 'need b' }) })
      .refine((value) => value.a === value.b, { error: 'must match', path: ['b'] });
    expect(fieldMessages(errorOf(schema, { a: 'x', b: 'y' }))).toEqual({ b: 'must match' });
  });
});
