import sharp from 'sharp';
import { illustration, type Subject } from '../src/demo/photos';
import { processImage } from '../src/images/processing';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** What a card and a gallery download per photo: the upload pipeline applied to demo photos. */
export async function printImageSizes() {
  const subjects: Subject[] = ['apartment', 'villa', 'shops'];
  const sizes = { original: 0, webp: 0, thumb: 0 };
  for (const [i, subject] of subjects.entries()) {
    const photo = await sharp(Buffer.from(illustration(subject, i)))
      .jpeg({ quality: 90 })
      .toBuffer();
    const out = await processImage(photo);
    sizes.original += out.original.length;
    sizes.webp += out.webp.length;
    sizes.thumb += out.thumb.length;
  }
  const n = subjects.length;
  console.log('\n## Photos (average of 3 demo photos, 1200×800 uploads)');
  console.log(`  card thumbnail (WebP, 480 px wide)  ${kb(sizes.thumb / n)}`);
  console.log(`  gallery image (WebP, ≤ 1600 px)     ${kb(sizes.webp / n)}`);
  console.log(`  re-encoded original (JPEG)          ${kb(sizes.original / n)}`);
}
