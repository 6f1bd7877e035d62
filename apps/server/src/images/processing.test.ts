import realSharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { processImage } from './processing';

/**
 * Counts the pixel decodes of the uploaded file: every output (toBuffer) of a sharp pipeline
 * whose input is the compressed upload, clones included. Reading the header (metadata) is
 * not a decode.
 */
const decodes = vi.hoisted(() => ({ count: 0 }));
vi.mock('sharp', async (importOriginal) => {
  const actual = (await importOriginal<{ default: typeof realSharp }>()).default;
  type Pipeline = ReturnType<typeof actual>;
  const watch = (pipeline: Pipeline, readsUpload: boolean): Pipeline => {
    const toBuffer = pipeline.toBuffer.bind(pipeline) as (...args: unknown[]) => unknown;
    const clone = pipeline.clone.bind(pipeline);
    Object.assign(pipeline, {
      toBuffer: (...args: unknown[]) => {
        if (readsUpload) decodes.count += 1;
        return toBuffer(...args);
      },
      clone: () => watch(clone(), readsUpload),
    });
    return pipeline;
  };
  const factory = (input?: unknown, options?: { raw?: unknown }) =>
    watch(actual(input as Buffer, options as object), Buffer.isBuffer(input) && !options?.raw);
  return { default: Object.assign(factory, actual) };
});

describe('processing an uploaded photo', () => {
  it('decodes the file once for its three copies', async () => {
    const photo = await realSharp({
      create: { width: 2400, height: 1600, channels: 3, background: '#5a7' },
    })
      .jpeg()
      .toBuffer();
    decodes.count = 0;
    const result = await processImage(photo);
    expect(decodes.count).toBe(1);
    expect((await realSharp(result.original).metadata()).width).toBe(1600);
    expect((await realSharp(result.thumb).metadata()).width).toBe(480);
    expect((await realSharp(result.webp).metadata()).format).toBe('webp');
  });
});
