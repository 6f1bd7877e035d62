import { describe, expect, it } from 'vitest';
import { clusterCount, markerPrice } from './marker-labels';

describe('a price on a map marker', () => {
  it('reads like a price tag: thousands, lakhs and crores, short', () => {
    expect(markerPrice(15000)).toBe('₹15k');
    expect(markerPrice(8500)).toBe('₹8.5k');
    expect(markerPrice(4_500_000)).toBe('₹45 L');
    expect(markerPrice(450_000)).toBe('₹4.5 L');
    expect(markerPrice(12_000_000)).toBe('₹1.2 Cr');
    expect(markerPrice(250_000_000)).toBe('₹25 Cr');
    expect(markerPrice(900)).toBe('₹900');
  });

  it('moves to the next unit when the figure rounds up to it', () => {
    expect(markerPrice(99_999)).toBe('₹1 L');
    expect(markerPrice(9_999_999)).toBe('₹1 Cr');
    expect(markerPrice(9_960)).toBe('₹10k');
  });

  it('says the units in Hindi for Hindi readers', () => {
    expect(markerPrice(15000, 'hi')).toBe('₹15 हज़ार');
    expect(markerPrice(4_500_000, 'hi')).toBe('₹45 लाख');
    expect(markerPrice(12_000_000, 'hi')).toBe('₹1.2 करोड़');
  });
});

describe('the count on a cluster', () => {
  it('stays short on the marker', () => {
    expect(clusterCount(8)).toBe('8');
    expect(clusterCount(999)).toBe('999');
    expect(clusterCount(1234)).toBe('1.2k');
    expect(clusterCount(48_000)).toBe('48k');
  });
});
