import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AREA_PATTERNS,
  bboxAround,
  bboxParam,
  distanceMetres,
  insidePolygon,
  nearParam,
  polygonParam,
  readBbox,
  readNear,
  readPolygon,
  locationFromMapLink,
  mapLinkFor,
  offsetBy,
  roundedLocation,
  type LatLng,
} from './location';

/** Points anywhere India's listings could be, with more decimals than are stored. */
const pointInIndia = fc.record({
  lat: fc.double({ min: 6, max: 37.5, noNaN: true }),
  lng: fc.double({ min: 68, max: 97.5, noNaN: true }),
});

describe('distanceMetres', () => {
  it('one degree along a meridian is 111.195 km, and a point is 0 m from itself', () => {
    expect(distanceMetres({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111_195, 0);
    expect(distanceMetres({ lat: 21.25, lng: 81.63 }, { lat: 21.25, lng: 81.63 })).toBe(0);
  });

  it('Raipur to Bilaspur is about 106 km as the crow flies', () => {
    const km = distanceMetres({ lat: 21.2514, lng: 81.6296 }, { lat: 22.0797, lng: 82.1409 }) / 1e3;
    expect(km).toBeGreaterThan(104);
    expect(km).toBeLessThan(108);
  });

  it('is the same both ways', () => {
    fc.assert(
      fc.property(pointInIndia, pointInIndia, (a, b) => {
        expect(distanceMetres(a, b)).toBeCloseTo(distanceMetres(b, a), 6);
      }),
    );
  });
});

describe('offsetBy', () => {
  it('moves a point exactly the distance asked, in any direction, up to a few hundred metres', () => {
    fc.assert(
      fc.property(
        pointInIndia,
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.double({ min: 0, max: 500, noNaN: true }),
        (from, bearing, metres) => {
          expect(distanceMetres(from, offsetBy(from, bearing, metres))).toBeCloseTo(metres, 3);
        },
      ),
    );
  });

  it('north raises the latitude, east the longitude', () => {
    const from = { lat: 21.25, lng: 81.63 };
    expect(offsetBy(from, 0, 300).lat).toBeGreaterThan(from.lat);
    expect(offsetBy(from, 0, 300).lng).toBeCloseTo(from.lng, 9);
    expect(offsetBy(from, Math.PI / 2, 300).lng).toBeGreaterThan(from.lng);
  });
});

describe('a map link from the pin, and the pin from a pasted link', () => {
  it('the link made from a pin reads back as the same pin, to six decimals', () => {
    fc.assert(
      fc.property(pointInIndia, (point) => {
        expect(locationFromMapLink(mapLinkFor(point))).toEqual(roundedLocation(point));
      }),
    );
  });

  const links: [string, LatLng | null][] = [
    ['https://maps.google.com/?q=21.25,81.63', { lat: 21.25, lng: 81.63 }],
    [
      'https://www.google.com/maps/search/?api=1&query=21.2514%2C81.6296',
      { lat: 21.2514, lng: 81.6296 },
    ],
    [
      'https://www.google.com/maps/dir/?api=1&destination=21.1904,81.2849',
      { lat: 21.1904, lng: 81.2849 },
    ],
    ['https://www.google.com/maps/@21.2514,81.6296,15z', { lat: 21.2514, lng: 81.6296 }],
    // A place: its pin (!3d…!4d…), not the view around it (@…).
    [
      'https://www.google.com/maps/place/Telibandha+Talab/@21.2420305,81.6626457,17z/data=!3m1!4b1!4m6!3m5!1s0x3a28dd:0x1!8m2!3d21.2419!4d81.6652!16s',
      { lat: 21.2419, lng: 81.6652 },
    ],
    ['https://maps.google.com/?ll=22.0797,82.1409&z=14', { lat: 22.0797, lng: 82.1409 }],
    // Links that name no point: the owner places the pin.
    ['https://maps.app.goo.gl/Xk2v8mQ3', null],
    ['https://www.google.com/maps/place/Raipur', null],
    ['https://maps.google.com/?q=Shankar+Nagar+Raipur', null],
    ['https://maps.google.com/?q=91,81.63', null],
    ['https://maps.google.com/?q=21.25,181', null],
    ['javascript:alert(1)//?q=21.25,81.63', null],
    ['21.25,81.63', null],
    ['https://www.google.com/maps/place/%E0%A4%A@21.25,81.63,15z', { lat: 21.25, lng: 81.63 }],
  ];
  for (const [link, expected] of links) {
    it(`${link} → ${expected ? `${expected.lat},${expected.lng}` : 'no point'}`, () => {
      expect(locationFromMapLink(link)).toEqual(expected);
    });
  }

  it('reads any text without throwing, and any point it finds is on the globe', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl({ withQueryParameters: true })), (text) => {
        const point = locationFromMapLink(text);
        if (point) {
          expect(Math.abs(point.lat)).toBeLessThanOrEqual(90);
          expect(Math.abs(point.lng)).toBeLessThanOrEqual(180);
        }
      }),
    );
  });
});

describe('the area parameters', () => {
  const lat = fc.double({ min: -90, max: 90, noNaN: true });
  const lng = fc.double({ min: -180, max: 180, noNaN: true });

  it('reads back what it writes, to about a metre', () => {
    fc.assert(
      fc.property(lat, lng, lat, lng, (a, b, c, d) => {
        const near = readNear(nearParam({ lat: a, lng: b }))!;
        expect(Math.abs(near.lat - a)).toBeLessThan(1e-5);
        expect(Math.abs(near.lng - b)).toBeLessThan(1e-5);
        const box = readBbox(bboxParam({ minLng: b, minLat: a, maxLng: d, maxLat: c }))!;
        expect(box.minLng).toBeLessThanOrEqual(box.maxLng);
        expect(box.minLat).toBeLessThanOrEqual(box.maxLat);
        expect(Math.abs(box.minLng - Math.min(b, d))).toBeLessThan(1e-5);
        expect(Math.abs(box.maxLat - Math.max(a, c))).toBeLessThan(1e-5);
      }),
    );
  });

  it('reads a drawn area of 3 to 60 corners back, corner by corner', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ lat, lng }), { minLength: 3, maxLength: 60 }), (corners) => {
        const read = readPolygon(polygonParam(corners))!;
        expect(read).toHaveLength(corners.length);
        read.forEach((corner, k) => {
          expect(Math.abs(corner.lat - corners[k]!.lat)).toBeLessThan(1e-5);
          expect(Math.abs(corner.lng - corners[k]!.lng)).toBeLessThan(1e-5);
        });
      }),
    );
  });

  it.each([
    ['near', '', readNear],
    ['near', '21.25', readNear],
    ['near', '21.25,81.6,3', readNear],
    ['near', '91,81.6', readNear],
    ['near', '21.25,181', readNear],
    ['near', '21.25, 81.6', readNear],
    ['near', '0x10,81', readNear],
    ['near', '1e1,81', readNear],
    ['bbox', '81,21,82', readBbox],
    ['bbox', '81,21,82,95', readBbox],
    ['polygon', '81,21,82,22', readPolygon],
    ['polygon', '81,21,82,22,83', readPolygon],
  ])('refuses %s=%s', (_name, raw, reader) => {
    expect(reader(raw)).toBeNull();
  });

  it('states exactly what the readers take as the patterns of the API document', () => {
    const text = fc.stringMatching(/^[-+0-9.,e ]{0,40}$/);
    fc.assert(
      fc.property(text, (raw) => {
        expect(new RegExp(AREA_PATTERNS.near, 'u').test(raw)).toBe(readNear(raw) !== null);
        expect(new RegExp(AREA_PATTERNS.bbox, 'u').test(raw)).toBe(readBbox(raw) !== null);
        expect(new RegExp(AREA_PATTERNS.polygon, 'u').test(raw)).toBe(readPolygon(raw) !== null);
      }),
      { numRuns: 2000 },
    );
  });

  it('tells inside a drawn area from outside', () => {
    const square = [
      { lat: 0, lng: 0 },
      { lat: 0, lng: 1 },
      { lat: 1, lng: 1 },
      { lat: 1, lng: 0 },
    ];
    expect(insidePolygon({ lat: 0.5, lng: 0.5 }, square)).toBe(true);
    expect(insidePolygon({ lat: 1.5, lng: 0.5 }, square)).toBe(false);
    expect(bboxAround(square)).toEqual({ minLng: 0, minLat: 0, maxLng: 1, maxLat: 1 });
  });
});
