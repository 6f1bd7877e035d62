/**
 * The demo's photographs: flat illustrations drawn as SVG, rendered once by sharp into a small
 * pool, re-encoded like any upload, then shared out to listings by what each shows.
 */
import sharp from 'sharp';
import { processImage, type ProcessedImage } from '../images/processing';
import {
  apartmentScene,
  hostelScene,
  officeScene,
  plotScene,
  shopsScene,
  villaScene,
  warehouseScene,
} from './exteriors';
import {
  bedroomScene,
  kitchenScene,
  livingRoomScene,
  pgRoomScene,
  shopInteriorScene,
  storeInteriorScene,
  workspaceScene,
} from './interiors';
import { seededRandom, type Random } from './random';
import type { TimeOfDay } from './scenery';

export type Subject =
  | 'apartment'
  | 'villa'
  | 'hostel'
  | 'shops'
  | 'office'
  | 'warehouse'
  | 'plot'
  | 'living'
  | 'bedroom'
  | 'kitchen'
  | 'pgRoom'
  | 'shopInside'
  | 'workspace'
  | 'storeInside';

const STREET_TIMES: readonly TimeOfDay[] = ['afternoon', 'morning', 'dusk', 'golden', 'noon'];
const OPEN_TIMES: readonly TimeOfDay[] = [
  'noon',
  'morning',
  'golden',
  'afternoon',
  'noon',
  'golden',
];

const outside =
  (scene: (r: Random, time: TimeOfDay) => string, times: readonly TimeOfDay[]) =>
  (r: Random, i: number) =>
    scene(r, times[i % times.length]!);
/** Every third room is shown in the evening, lamps on. */
const inside = (scene: (r: Random, evening: boolean) => string) => (r: Random, i: number) =>
  scene(r, i % 3 === 2);

/** How many distinct pictures of each subject, and how to draw the i-th. */
const SUBJECTS: Record<Subject, { count: number; draw: (r: Random, i: number) => string }> = {
  apartment: { count: 4, draw: outside(apartmentScene, STREET_TIMES) },
  villa: { count: 3, draw: outside(villaScene, STREET_TIMES) },
  hostel: { count: 2, draw: outside(hostelScene, STREET_TIMES) },
  shops: { count: 3, draw: outside(shopsScene, STREET_TIMES) },
  office: { count: 2, draw: outside(officeScene, STREET_TIMES) },
  warehouse: { count: 2, draw: outside(warehouseScene, OPEN_TIMES) },
  plot: { count: 5, draw: outside(plotScene, OPEN_TIMES) },
  living: { count: 3, draw: inside(livingRoomScene) },
  bedroom: { count: 3, draw: inside(bedroomScene) },
  kitchen: { count: 2, draw: inside(kitchenScene) },
  pgRoom: { count: 2, draw: inside(pgRoomScene) },
  shopInside: { count: 2, draw: inside(shopInteriorScene) },
  workspace: { count: 2, draw: inside(workspaceScene) },
  storeInside: { count: 2, draw: inside(storeInteriorScene) },
};

/** The SVG source of the i-th picture of a subject: the same on every run. */
export function illustration(subject: Subject, i: number): string {
  return SUBJECTS[subject].draw(seededRandom(`${subject}-${i}`), i);
}

export type PhotoPool = {
  /** Distinct pictures for one listing, in this order of subjects, spread over the pool. */
  pick(subjects: readonly Subject[]): ProcessedImage[];
  size: number;
};

/** Renders every picture once (JPEG, as a camera would give) and re-encodes it like an upload. */
export async function renderPhotoPool(): Promise<PhotoPool> {
  const jobs = (Object.keys(SUBJECTS) as Subject[]).flatMap((subject) =>
    Array.from({ length: SUBJECTS[subject].count }, (_, i) => ({ subject, i })),
  );
  const rendered = await Promise.all(
    jobs.map(async ({ subject, i }) => {
      const jpeg = await sharp(Buffer.from(illustration(subject, i)))
        .jpeg({ quality: 90 })
        .toBuffer();
      return { subject, image: await processImage(jpeg) };
    }),
  );
  const bySubject = new Map<Subject, ProcessedImage[]>();
  for (const { subject, image } of rendered) {
    bySubject.set(subject, [...(bySubject.get(subject) ?? []), image]);
  }
  // Each subject hands out its pictures in turn, so neighbouring listings look different.
  const next = new Map<Subject, number>();
  return {
    size: rendered.length,
    pick(subjects) {
      const used = new Set<ProcessedImage>();
      const picked: ProcessedImage[] = [];
      for (const subject of subjects) {
        const images = bySubject.get(subject)!;
        for (let tries = 0; tries < images.length; tries += 1) {
          const at = next.get(subject) ?? 0;
          next.set(subject, at + 1);
          const image = images[at % images.length]!;
          if (!used.has(image)) {
            used.add(image);
            picked.push(image);
            break;
          }
        }
      }
      return picked;
    },
  };
}
