import { z } from 'zod';
import { AREA_PATTERNS, readBbox } from './location';
import { PROPERTY_TYPES } from './constants';
import { rangeProblems, searchParamFields, withoutBlankParams } from './search-params-schema';

/**
 * GET /api/property/map: what a map shows for its view. The view is a box and a zoom (the map
 * libraries' own zoom: at zoom z the world is 256·2^z pixels wide); every search parameter
 * narrows it as it narrows the list, so the map and the list show the same listings.
 */
export const MAP_ZOOM = { min: 0, max: 20 } as const;

export const mapQuerySchema = z.preprocess(
  withoutBlankParams,
  z
    .object({
      ...searchParamFields,
      bbox: z
        .string({ error: 'bbox is required: the map view as minLng,minLat,maxLng,maxLat' })
        .max(200, { error: 'bbox is too long' })
        .meta({ pattern: AREA_PATTERNS.bbox })
        .transform((raw, ctx) => {
          const box = readBbox(raw);
          if (box) return box;
          ctx.addIssue({
            code: 'custom',
            message: 'bbox must be minLng,minLat,maxLng,maxLat: plain decimal degrees, no spaces',
          });
          return z.NEVER;
        }),
      zoom: z.coerce
        .number({ error: 'zoom must be a whole number from 0 to 20' })
        .int({ error: 'zoom must be a whole number from 0 to 20' })
        .min(MAP_ZOOM.min, { error: 'zoom must be a whole number from 0 to 20' })
        .max(MAP_ZOOM.max, { error: 'zoom must be a whole number from 0 to 20' }),
    })
    .superRefine(rangeProblems),
);
export type MapQuery = z.output<typeof mapQuerySchema>;

/** A place on the map where several listings are: their count at their mean position. */
export const mapClusterSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  count: z.number().int().describe('How many listings the marker stands for (2 or more)'),
});

/** One listing on the map, at its public (approximate) position, with what its marker shows. */
export const mapPointSchema = z.object({
  _id: z.string().describe('A UUID, in lower case'),
  lat: z.number(),
  lng: z.number(),
  propertyType: z.enum(PROPERTY_TYPES),
  amount: z.number().describe('The price for sell and plot listings, else the monthly rent'),
});

export const mapAnswerSchema = z.object({
  clusters: z.array(mapClusterSchema),
  points: z.array(mapPointSchema),
  total: z.number().int().describe('Every listing in the view that the search matches'),
});
export type MapCluster = z.output<typeof mapClusterSchema>;
export type MapPoint = z.output<typeof mapPointSchema>;
export type MapAnswer = z.output<typeof mapAnswerSchema>;
