import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  distanceMetres,
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
