import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BHK_OPTIONS,
  COMMERCIAL_AMENITIES,
  COMMERCIAL_KINDS,
  FURNISHING_OPTIONS,
  LISTING_CITIES,
  PG_AMENITIES,
  PROPERTY_TYPES,
  RESIDENTIAL_AMENITIES,
  SHARING_OPTIONS,
  type PropertyType,
} from './constants';
import { MSG } from './messages';
import {
  addPropertyBodySchema,
  campaignRequestUpdateSchema,
  deletePropertyImageSchema,
  editedPropertySchema,
  newPropertySchema,
  ownPropertySchema,
  propertySchemaFor,
  signInAsOwnerSchema,
  type FormMode,
} from './property';
import { LISTING_BOUNDS } from './amounts';
import { messagesOf, accepted, without } from './test-support';

const USER_ID = '7f1b6a2c-3d4e-4f5a-8b6c-7d8e9f0a1b2c';
const PROPERTY_ID = '0b9e8d7c-6f5a-4b3c-9d2e-1f0a9b8c7d6e';

const common = {
  propertyTitle: 'Sunny flat near Vyapar Vihar',
  desc: 'Bright home with two balconies, covered parking and a park in front.',
  address: 'Vyapar Vihar Main Road, Bilaspur',
  city: 'Bilaspur',
  mapLink: 'https://maps.google.com/?q=22.08,82.15',
  area: 1150,
  listedBy: 'Owner',
};

const validByType: Record<PropertyType, Record<string, unknown>> = {
  rent: {
    ...common,
    propertyType: 'rent',
    bhk: '2 BHK',
    propertyCondition: 'Semi-Furnished',
    property: 'Apartment',
    rent: 15000,
    deposit: 30000,
    amenities: ['Lift', 'Parking'],
  },
  sell: {
    ...common,
    propertyType: 'sell',
    bhk: '3 BHK',
    propertyCondition: 'Furnished',
    property: 'Villa',
    price: 4_500_000,
    amenities: ['Swimming Pool'],
  },
  commercial: {
    ...common,
    propertyType: 'commercial',
    propertyCondition: 'Un-Furnished',
    property: 'Office Space',
    rent: 50000,
    deposit: 200000,
    amenities: ['Pantry'],
  },
  pgHostel: {
    ...common,
    propertyType: 'pgHostel',
    sharing: 'Double',
    rent: 6000,
    deposit: 6000,
    amenities: ['WiFi'],
  },
  plot: { ...common, propertyType: 'plot', price: 1_200_000, amenities: [] },
};

const MODES: readonly FormMode[] = ['create', 'edit'];
const RENTED: readonly PropertyType[] = ['rent', 'commercial', 'pgHostel'];
const PRICED: readonly PropertyType[] = ['sell', 'plot'];

describe('the messages of the property forms', () => {
  it('state the real maximum lengths (40 for the title, 500 for the description)', () => {
    expect(MSG.propertyTitleMax).toBe('Property title must be at most 40 characters');
    expect(MSG.descMax).toBe('Description must be at most 500 characters');
  });
});

describe('a valid listing of each type', () => {
  for (const type of PROPERTY_TYPES) {
    for (const mode of MODES) {
      it(`a complete ${type} listing is accepted by the ${mode} form unchanged`, () => {
        expect(accepted(propertySchemaFor(type, mode), validByType[type])).toEqual(
          validByType[type],
        );
      });
    }

    it(`a complete ${type} listing is accepted by newPropertySchema and editedPropertySchema`, () => {
      expect(accepted(newPropertySchema, validByType[type])).toEqual(validByType[type]);
      expect(accepted(editedPropertySchema, validByType[type])).toEqual(validByType[type]);
    });
  }

  it('propertySchemaFor defaults to the create form (Builder Floor is not offered)', () => {
    const builderFloor = { ...validByType.rent, property: 'Builder Floor' };
    expect(messagesOf(propertySchemaFor('rent'), builderFloor).property).toBe(
      MSG.propertyKindRequired,
    );
  });

  it('an empty rent form shows the required message on every field', () => {
    expect(messagesOf(propertySchemaFor('rent'), { propertyType: 'rent', amenities: [] })).toEqual({
      propertyTitle: MSG.propertyTitleRequired,
      desc: MSG.descRequired,
      address: MSG.addressRequired,
      city: MSG.cityRequired,
      mapLink: MSG.mapLinkRequired,
      area: MSG.areaRequired,
      listedBy: MSG.listedByRequired,
      bhk: MSG.bhkRequired,
      propertyCondition: MSG.furnishingRequired,
      property: MSG.propertyKindRequired,
      rent: MSG.rentRequired,
      deposit: MSG.depositRequired,
    });
  });
});

/** Rules shared by every type, checked on every type's form. */
for (const type of PROPERTY_TYPES) {
  const schema = propertySchemaFor(type);
  const valid = validByType[type];

  describe(`${type}: the title (propertyTitle)`, () => {
    it(`a missing title is rejected with '${MSG.propertyTitleRequired}'`, () => {
      expect(messagesOf(schema, without(valid, 'propertyTitle')).propertyTitle).toBe(
        MSG.propertyTitleRequired,
      );
    });

    it(`a title of spaces only is rejected with '${MSG.propertyTitleRequired}'`, () => {
      expect(messagesOf(schema, { ...valid, propertyTitle: '   ' }).propertyTitle).toBe(
        MSG.propertyTitleRequired,
      );
    });

    it(`a title of 2 characters is rejected with '${MSG.propertyTitleMin}'`, () => {
      expect(messagesOf(schema, { ...valid, propertyTitle: 'Ab' }).propertyTitle).toBe(
        MSG.propertyTitleMin,
      );
    });

    it('a title of 3 characters is accepted', () => {
      expect(accepted(schema, { ...valid, propertyTitle: 'Abc' }).propertyTitle).toBe('Abc');
    });

    it('a title of 40 characters is accepted', () => {
      const title = 'T'.repeat(40);
      expect(accepted(schema, { ...valid, propertyTitle: title }).propertyTitle).toBe(title);
    });

    it(`a title of 41 characters is rejected with '${MSG.propertyTitleMax}'`, () => {
      expect(messagesOf(schema, { ...valid, propertyTitle: 'T'.repeat(41) }).propertyTitle).toBe(
        MSG.propertyTitleMax,
      );
    });

    it('spaces around a title are trimmed and do not count', () => {
      const title = 'T'.repeat(40);
      expect(accepted(schema, { ...valid, propertyTitle: `  ${title}  ` }).propertyTitle).toBe(
        title,
      );
    });
  });

  describe(`${type}: the description (desc)`, () => {
    it(`a missing description is rejected with '${MSG.descRequired}'`, () => {
      expect(messagesOf(schema, without(valid, 'desc')).desc).toBe(MSG.descRequired);
    });

    it(`an empty description is rejected with '${MSG.descRequired}'`, () => {
      expect(messagesOf(schema, { ...valid, desc: '' }).desc).toBe(MSG.descRequired);
    });

    it(`a description of 9 characters is rejected with '${MSG.descMin}'`, () => {
      expect(messagesOf(schema, { ...valid, desc: 'd'.repeat(9) }).desc).toBe(MSG.descMin);
    });

    it('a description of 10 characters is accepted', () => {
      expect(accepted(schema, { ...valid, desc: 'd'.repeat(10) }).desc).toBe('d'.repeat(10));
    });

    it('a description of 500 characters is accepted', () => {
      expect(accepted(schema, { ...valid, desc: 'd'.repeat(500) }).desc).toBe('d'.repeat(500));
    });

    it(`a description of 501 characters is rejected with '${MSG.descMax}'`, () => {
      expect(messagesOf(schema, { ...valid, desc: 'd'.repeat(501) }).desc).toBe(MSG.descMax);
    });
  });

  describe(`${type}: address, city, map link, area and listed by`, () => {
    it(`a missing address is rejected with '${MSG.addressRequired}'`, () => {
      expect(messagesOf(schema, without(valid, 'address')).address).toBe(MSG.addressRequired);
    });

    it(`an address of spaces only is rejected with '${MSG.addressRequired}'`, () => {
      expect(messagesOf(schema, { ...valid, address: '  ' }).address).toBe(MSG.addressRequired);
    });

    it(`an address of 200 characters is accepted and one of 201 is rejected with '${MSG.addressMax}'`, () => {
      expect(accepted(schema, { ...valid, address: 'a'.repeat(200) }).address).toBe(
        'a'.repeat(200),
      );
      expect(messagesOf(schema, { ...valid, address: 'a'.repeat(201) }).address).toBe(
        MSG.addressMax,
      );
    });

    for (const city of LISTING_CITIES) {
      it(`the city ${city} is accepted`, () => {
        expect(accepted(schema, { ...valid, city }).city).toBe(city);
      });
    }

    for (const city of ['Mumbai', 'City', 'raipur', '', undefined]) {
      it(`the city ${JSON.stringify(city)} is rejected with '${MSG.cityRequired}'`, () => {
        expect(messagesOf(schema, { ...valid, city }).city).toBe(MSG.cityRequired);
      });
    }

    it(`a missing map link is rejected with '${MSG.mapLinkRequired}'`, () => {
      expect(messagesOf(schema, without(valid, 'mapLink')).mapLink).toBe(MSG.mapLinkRequired);
    });

    it(`an empty map link is rejected with '${MSG.mapLinkRequired}'`, () => {
      expect(messagesOf(schema, { ...valid, mapLink: '' }).mapLink).toBe(MSG.mapLinkRequired);
    });

    for (const link of [
      'http://maps.google.com/?q=Raipur',
      'https://goo.gl/maps/abc123',
      'HTTPS://MAPS.GOOGLE.COM/x',
    ]) {
      it(`the map link '${link}' is accepted`, () => {
        expect(accepted(schema, { ...valid, mapLink: link }).mapLink).toBe(link);
      });
    }

    for (const link of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'maps.google.com/?q=Raipur',
      'ftp://maps.example.com/x',
      '//maps.google.com/x',
      'https://maps.google.com/a b',
      'https://',
    ]) {
      it(`the map link '${link}' is rejected with '${MSG.mapLinkInvalid}'`, () => {
        expect(messagesOf(schema, { ...valid, mapLink: link }).mapLink).toBe(MSG.mapLinkInvalid);
      });
    }

    it('a map link of 500 characters is accepted and one of 501 is rejected', () => {
      const link = `https://maps.google.com/?q=${'x'.repeat(500 - 27)}`;
      expect(link).toHaveLength(500);
      expect(accepted(schema, { ...valid, mapLink: link }).mapLink).toBe(link);
      expect(messagesOf(schema, { ...valid, mapLink: `${link}x` }).mapLink).toBe(
        MSG.mapLinkInvalid,
      );
    });

    it(`a missing area is rejected with '${MSG.areaRequired}'`, () => {
      expect(messagesOf(schema, without(valid, 'area')).area).toBe(MSG.areaRequired);
    });

    it(`an empty number input for area (NaN) is rejected with '${MSG.areaRequired}'`, () => {
      expect(messagesOf(schema, { ...valid, area: Number.NaN }).area).toBe(MSG.areaRequired);
    });

    it(`an area of 0, a negative one or 49 sqft is rejected with '${MSG.areaMin}'`, () => {
      for (const area of [0, -100, 49, 49.9])
        expect(messagesOf(schema, { ...valid, area }).area, String(area)).toBe(MSG.areaMin);
    });

    it(`50 and 10,00,000 sqft are accepted; more is rejected with '${MSG.areaMax}'`, () => {
      expect(accepted(schema, { ...valid, area: 50 }).area).toBe(50);
      expect(accepted(schema, { ...valid, area: 1_000_000 }).area).toBe(1_000_000);
      expect(messagesOf(schema, { ...valid, area: 1_000_001 }).area).toBe(MSG.areaMax);
    });

    for (const listedBy of ['Owner', 'Agent']) {
      it(`listed by ${listedBy} is accepted`, () => {
        expect(accepted(schema, { ...valid, listedBy }).listedBy).toBe(listedBy);
      });
    }

    for (const listedBy of ['Builder', 'owner', undefined]) {
      it(`listed by ${JSON.stringify(listedBy)} is rejected with '${MSG.listedByRequired}'`, () => {
        expect(messagesOf(schema, { ...valid, listedBy }).listedBy).toBe(MSG.listedByRequired);
      });
    }
  });

  describe(`${type}: the property type`, () => {
    const other = PROPERTY_TYPES.find((candidate) => candidate !== type);
    it(`the ${type} form rejects a listing that says it is ${other}`, () => {
      expect(messagesOf(schema, { ...valid, propertyType: other }).propertyType).toBeDefined();
    });
  });
}

describe('sane numbers', () => {
  it(`a rent of ₹0 is rejected with '${MSG.rentMin}'; a deposit of ₹0 is accepted`, () => {
    const schema = propertySchemaFor('rent');
    expect(messagesOf(schema, { ...validByType.rent, rent: 0 }).rent).toBe(MSG.rentMin);
    expect(accepted(schema, { ...validByType.rent, deposit: 0 }).deposit).toBe(0);
  });

  it(`a plot priced at ₹5,000 is rejected with '${MSG.priceMin}'`, () => {
    expect(messagesOf(propertySchemaFor('plot'), { ...validByType.plot, price: 5000 }).price).toBe(
      MSG.priceMin,
    );
  });
});

/** Money fields: rent and deposit for rent, commercial and PG; price for sell and plot. */
type MoneyRule = {
  type: PropertyType;
  field: 'rent' | 'deposit' | 'price';
  required: string;
  min: string;
  max: string;
};
const moneyRules: MoneyRule[] = [
  ...RENTED.flatMap((type): MoneyRule[] => [
    { type, field: 'rent', required: MSG.rentRequired, min: MSG.rentMin, max: MSG.rentMax },
    {
      type,
      field: 'deposit',
      required: MSG.depositRequired,
      min: MSG.depositMin,
      max: MSG.depositMax,
    },
  ]),
  ...PRICED.map((type): MoneyRule => ({
    type,
    field: 'price',
    required: MSG.priceRequired,
    min: MSG.priceMin,
    max: MSG.priceMax,
  })),
];

for (const { type, field, required, min: minMessage, max: maxMessage } of moneyRules) {
  const bounds = LISTING_BOUNDS[field];
  const schema = propertySchemaFor(type);
  const valid = validByType[type];

  describe(`${type}: ${field}`, () => {
    it(`a ${type} listing without ${field} is rejected with '${required}'`, () => {
      expect(messagesOf(schema, without(valid, field))[field]).toBe(required);
    });

    it(`an empty number input for ${field} (NaN) is rejected with '${required}'`, () => {
      expect(messagesOf(schema, { ...valid, [field]: Number.NaN })[field]).toBe(required);
    });

    it(`an empty text for ${field} is rejected with '${required}'`, () => {
      expect(messagesOf(schema, { ...valid, [field]: '' })[field]).toBe(required);
    });

    it(`a ${field} given as null is rejected with '${required}'`, () => {
      expect(messagesOf(schema, { ...valid, [field]: null })[field]).toBe(required);
    });

    it(`an infinite ${field} is rejected`, () => {
      expect(
        messagesOf(schema, { ...valid, [field]: Number.POSITIVE_INFINITY })[field],
      ).toBeDefined();
    });

    it(`a ${field} below its least is rejected with the message for it`, () => {
      fc.assert(
        fc.property(
          fc
            .double({ min: -1e12, max: bounds.min, noNaN: true })
            .filter((value) => value < bounds.min),
          (value) => {
            expect(messagesOf(schema, { ...valid, [field]: value })[field]).toBe(minMessage);
          },
        ),
      );
    });

    it(`the least and the most ${field} are accepted`, () => {
      expect(accepted(schema, { ...valid, [field]: bounds.min })[field]).toBe(bounds.min);
      expect(accepted(schema, { ...valid, [field]: bounds.max })[field]).toBe(bounds.max);
    });

    it(`a ${field} within its bounds is accepted as it is`, () => {
      fc.assert(
        fc.property(fc.double({ min: bounds.min, max: bounds.max, noNaN: true }), (value) => {
          expect(accepted(schema, { ...valid, [field]: value })[field]).toBe(value);
        }),
      );
    });

    it(`a ${field} above its most is rejected with the message for it`, () => {
      fc.assert(
        fc.property(
          fc.double({ min: bounds.max, max: 1e15, minExcluded: true, noNaN: true }),
          (value) => {
            expect(messagesOf(schema, { ...valid, [field]: value })[field]).toBe(maxMessage);
          },
        ),
      );
    });

    it(`the message for a missing ${field} is the same through newPropertySchema`, () => {
      expect(messagesOf(newPropertySchema, without(valid, field))[field]).toBe(required);
    });
  });
}

describe('fields that do not belong to a type', () => {
  for (const type of PRICED) {
    it(`a ${type} listing needs no rent or deposit, and any sent are dropped`, () => {
      const output = accepted(propertySchemaFor(type), {
        ...validByType[type],
        rent: 1,
        deposit: 2,
      });
      expect(output).not.toHaveProperty('rent');
      expect(output).not.toHaveProperty('deposit');
    });
  }

  for (const type of RENTED) {
    it(`a ${type} listing needs no price, and a price sent is dropped`, () => {
      expect(
        accepted(propertySchemaFor(type), { ...validByType[type], price: 5 }),
      ).not.toHaveProperty('price');
    });
  }

  it('a plot listing drops bhk, furnishing, kind and sharing', () => {
    const output = accepted(propertySchemaFor('plot'), {
      ...validByType.plot,
      bhk: '2 BHK',
      propertyCondition: 'Furnished',
      property: 'Villa',
      sharing: 'Single',
    });
    expect(output).toEqual(validByType.plot);
  });

  it('a listing cannot choose its own campaign status or owner through the form', () => {
    const output = accepted(newPropertySchema, {
      ...validByType.rent,
      campaignRequest: 'Approve',
      userId: USER_ID,
      _id: PROPERTY_ID,
    });
    expect(output).not.toHaveProperty('campaignRequest');
    expect(output).not.toHaveProperty('userId');
    expect(output).not.toHaveProperty('_id');
  });
});

describe('amenities', () => {
  const listByType: Record<PropertyType, readonly string[]> = {
    pgHostel: PG_AMENITIES,
    rent: RESIDENTIAL_AMENITIES,
    sell: RESIDENTIAL_AMENITIES,
    commercial: COMMERCIAL_AMENITIES,
    plot: [],
  };

  for (const type of PROPERTY_TYPES) {
    const schema = propertySchemaFor(type);

    it(`a ${type} listing accepts every amenity of its own list`, () => {
      const amenities = [...listByType[type]];
      expect(accepted(schema, { ...validByType[type], amenities }).amenities).toEqual(amenities);
    });

    it(`a ${type} listing accepts no amenities at all`, () => {
      expect(accepted(schema, { ...validByType[type], amenities: [] }).amenities).toEqual([]);
    });

    it(`a ${type} listing rejects an unknown amenity with '${MSG.amenityInvalid}'`, () => {
      expect(messagesOf(schema, { ...validByType[type], amenities: ['Helipad'] }).amenities).toBe(
        MSG.amenityInvalid,
      );
    });

    it(`a ${type} listing rejects amenities that are not a list`, () => {
      expect(messagesOf(schema, { ...validByType[type], amenities: 'Lift' }).amenities).toBe(
        MSG.amenityInvalid,
      );
    });
  }

  for (const [type, foreign] of [
    ['rent', 'TV'],
    ['sell', 'Pantry'],
    ['pgHostel', 'Swimming Pool'],
    ['commercial', 'Gym'],
    ['commercial', 'Balcony'],
    ['plot', 'Lift'],
  ] as const) {
    it(`a ${type} listing rejects '${foreign}', an amenity of another type`, () => {
      const amenities = [...listByType[type].slice(0, 1), foreign];
      expect(
        messagesOf(propertySchemaFor(type), { ...validByType[type], amenities }).amenities,
      ).toBe(MSG.amenityInvalid);
    });
  }

  it('amenities are matched exactly (letter case counts)', () => {
    expect(
      messagesOf(propertySchemaFor('rent'), { ...validByType.rent, amenities: ['lift'] }).amenities,
    ).toBe(MSG.amenityInvalid);
  });

  it('an amenity ticked twice is kept once', () => {
    expect(
      accepted(propertySchemaFor('rent'), {
        ...validByType.rent,
        amenities: ['Lift', 'Parking', 'Lift'],
      }).amenities,
    ).toEqual(['Lift', 'Parking']);
  });
});

describe('kinds, BHK, furnishing and sharing', () => {
  for (const mode of MODES) {
    for (const kind of ['Apartment', 'Independent House', 'Villa', 'PG', 'Hostel']) {
      it(`a rent listing of kind '${kind}' is accepted on ${mode}`, () => {
        expect(
          accepted(propertySchemaFor('rent', mode), { ...validByType.rent, property: kind })
            .property,
        ).toBe(kind);
      });
    }

    for (const kind of ['Apartment', 'Independent House', 'Villa']) {
      it(`a sell listing of kind '${kind}' is accepted on ${mode}`, () => {
        expect(
          accepted(propertySchemaFor('sell', mode), { ...validByType.sell, property: kind })
            .property,
        ).toBe(kind);
      });
    }

    for (const kind of ['PG', 'Hostel', 'Office Space']) {
      it(`a sell listing of kind '${kind}' is rejected on ${mode}`, () => {
        expect(
          messagesOf(propertySchemaFor('sell', mode), { ...validByType.sell, property: kind })
            .property,
        ).toBe(MSG.propertyKindRequired);
      });
    }

    for (const kind of COMMERCIAL_KINDS) {
      it(`a commercial listing of kind '${kind}' is accepted on ${mode}`, () => {
        expect(
          accepted(propertySchemaFor('commercial', mode), {
            ...validByType.commercial,
            property: kind,
          }).property,
        ).toBe(kind);
      });
    }

    for (const kind of ['Builder Floor', 'Apartment', 'office space']) {
      it(`a commercial listing of kind '${kind}' is rejected on ${mode}`, () => {
        expect(
          messagesOf(propertySchemaFor('commercial', mode), {
            ...validByType.commercial,
            property: kind,
          }).property,
        ).toBe(MSG.propertyKindRequired);
      });
    }
  }

  for (const type of ['rent', 'sell'] as const) {
    it(`a ${type} listing of kind 'Builder Floor' is rejected when created`, () => {
      const input = { ...validByType[type], property: 'Builder Floor' };
      expect(messagesOf(propertySchemaFor(type, 'create'), input).property).toBe(
        MSG.propertyKindRequired,
      );
      expect(messagesOf(newPropertySchema, input).property).toBe(MSG.propertyKindRequired);
    });

    it(`a ${type} listing of kind 'Builder Floor' is accepted when edited`, () => {
      const input = { ...validByType[type], property: 'Builder Floor' };
      expect(accepted(propertySchemaFor(type, 'edit'), input).property).toBe('Builder Floor');
      expect(accepted(editedPropertySchema, input).property).toBe('Builder Floor');
    });

    it(`a ${type} listing without a kind is rejected with '${MSG.propertyKindRequired}'`, () => {
      expect(
        messagesOf(propertySchemaFor(type), without(validByType[type], 'property')).property,
      ).toBe(MSG.propertyKindRequired);
    });

    for (const bhk of BHK_OPTIONS) {
      it(`a ${type} listing with '${bhk}' is accepted`, () => {
        expect(accepted(propertySchemaFor(type), { ...validByType[type], bhk }).bhk).toBe(bhk);
      });
    }

    for (const bhk of ['5 BHK', '2BHK', '', undefined]) {
      it(`a ${type} listing with Bhk/Rk ${JSON.stringify(bhk)} is rejected with '${MSG.bhkRequired}'`, () => {
        expect(messagesOf(propertySchemaFor(type), { ...validByType[type], bhk }).bhk).toBe(
          MSG.bhkRequired,
        );
      });
    }
  }

  for (const type of ['rent', 'sell', 'commercial'] as const) {
    for (const propertyCondition of FURNISHING_OPTIONS) {
      it(`a ${type} listing that is '${propertyCondition}' is accepted`, () => {
        expect(
          accepted(propertySchemaFor(type), { ...validByType[type], propertyCondition })
            .propertyCondition,
        ).toBe(propertyCondition);
      });
    }

    for (const propertyCondition of ['Unfurnished', undefined]) {
      it(`a ${type} listing with furnishing ${JSON.stringify(propertyCondition)} is rejected with '${MSG.furnishingRequired}'`, () => {
        expect(
          messagesOf(propertySchemaFor(type), { ...validByType[type], propertyCondition })
            .propertyCondition,
        ).toBe(MSG.furnishingRequired);
      });
    }
  }

  for (const sharing of SHARING_OPTIONS) {
    it(`a PG/hostel with '${sharing}' sharing is accepted`, () => {
      expect(
        accepted(propertySchemaFor('pgHostel'), { ...validByType.pgHostel, sharing }).sharing,
      ).toBe(sharing);
    });
  }

  for (const sharing of ['Five', 'single', undefined]) {
    it(`a PG/hostel with sharing ${JSON.stringify(sharing)} is rejected with '${MSG.sharingRequired}'`, () => {
      expect(
        messagesOf(propertySchemaFor('pgHostel'), { ...validByType.pgHostel, sharing }).sharing,
      ).toBe(MSG.sharingRequired);
    });
  }
});

describe('choosing the form by propertyType (newPropertySchema, editedPropertySchema)', () => {
  const unknownMessage = 'propertyType must be one of sell, rent, pgHostel, plot, commercial';

  for (const propertyType of ['mess', 'all', 'Rent', '', undefined]) {
    for (const [name, schema] of [
      ['newPropertySchema', newPropertySchema],
      ['editedPropertySchema', editedPropertySchema],
    ] as const) {
      it(`${name} rejects the property type ${JSON.stringify(propertyType)}`, () => {
        expect(messagesOf(schema, { ...validByType.rent, propertyType }).propertyType).toBe(
          unknownMessage,
        );
      });
    }
  }

  it('a PG/hostel listing is checked by the PG/hostel rules (sharing is required)', () => {
    expect(messagesOf(newPropertySchema, without(validByType.pgHostel, 'sharing')).sharing).toBe(
      MSG.sharingRequired,
    );
  });

  it('a sell listing is checked by the sell rules (price, not rent)', () => {
    const messages = messagesOf(newPropertySchema, without(validByType.sell, 'price'));
    expect(messages).toEqual({ price: MSG.priceRequired });
  });

  it('field messages come through the union unchanged', () => {
    expect(
      messagesOf(editedPropertySchema, {
        ...validByType.commercial,
        propertyTitle: 'Ab',
        desc: 'd'.repeat(501),
        mapLink: 'javascript:alert(1)',
      }),
    ).toEqual({
      propertyTitle: MSG.propertyTitleMin,
      desc: MSG.descMax,
      mapLink: MSG.mapLinkInvalid,
    });
  });
});

describe('the add-property request (addPropertyBodySchema)', () => {
  it('a listing with the owner id is accepted and keeps both', () => {
    const output = accepted(addPropertyBodySchema, { userId: USER_ID, ...validByType.sell });
    expect(output).toEqual({ userId: USER_ID, ...validByType.sell });
  });

  it("an owner id that is not a uuid is rejected with 'Invalid id'", () => {
    expect(messagesOf(addPropertyBodySchema, { userId: '42', ...validByType.rent }).userId).toBe(
      'Invalid id',
    );
  });

  it("a missing owner id is rejected with 'Invalid id'", () => {
    expect(messagesOf(addPropertyBodySchema, validByType.rent).userId).toBe('Invalid id');
  });

  it('the listing rules still apply, with their messages', () => {
    expect(
      messagesOf(addPropertyBodySchema, {
        userId: USER_ID,
        ...validByType.rent,
        propertyTitle: 'T'.repeat(41),
        rent: Number.NaN,
      }),
    ).toEqual({ propertyTitle: MSG.propertyTitleMax, rent: MSG.rentRequired });
  });

  it('Builder Floor is not offered when adding', () => {
    expect(
      messagesOf(addPropertyBodySchema, {
        userId: USER_ID,
        ...validByType.rent,
        property: 'Builder Floor',
      }).property,
    ).toBe(MSG.propertyKindRequired);
  });

  it('an unknown property type is rejected', () => {
    expect(
      messagesOf(addPropertyBodySchema, {
        userId: USER_ID,
        ...validByType.rent,
        propertyType: 'mess',
      }).propertyType,
    ).toBe('propertyType must be one of sell, rent, pgHostel, plot, commercial');
  });

  it('an amenity ticked twice is kept once when adding', () => {
    expect(
      accepted(addPropertyBodySchema, {
        userId: USER_ID,
        ...validByType.pgHostel,
        amenities: ['WiFi', 'WiFi'],
      }).amenities,
    ).toEqual(['WiFi']);
  });
});

describe('owner and admin requests about one property', () => {
  it('an own-property request needs two uuids', () => {
    expect(accepted(ownPropertySchema, { userId: USER_ID, propertyId: PROPERTY_ID })).toEqual({
      userId: USER_ID,
      propertyId: PROPERTY_ID,
    });
    expect(messagesOf(ownPropertySchema, { userId: USER_ID, propertyId: '1' })).toEqual({
      propertyId: 'Invalid id',
    });
    expect(messagesOf(ownPropertySchema, {})).toEqual({
      userId: 'Invalid id',
      propertyId: 'Invalid id',
    });
  });

  it('sign in as owner needs a uuid', () => {
    expect(accepted(signInAsOwnerSchema, { userId: USER_ID })).toEqual({ userId: USER_ID });
    expect(messagesOf(signInAsOwnerSchema, { userId: 'me' }).userId).toBe('Invalid id');
  });

  for (const image of ['a1b2c3.webp', 'photo_1-large.JPG', 'x.jpeg', 'y.png']) {
    it(`deleting the stored image '${image}' is accepted`, () => {
      expect(
        accepted(deletePropertyImageSchema, { userId: USER_ID, propertyId: PROPERTY_ID, image })
          .image,
      ).toBe(image);
    });
  }

  for (const image of [
    '../../etc/passwd',
    '../other/photo.jpg',
    'uploads/u/p/photo.jpg',
    'photo.gif',
    'photo.jpg.exe',
    'photo',
    '.jpg',
    `${'a'.repeat(65)}.jpg`,
  ]) {
    it(`deleting the image ${JSON.stringify(image)} is rejected with 'Invalid image name'`, () => {
      expect(
        messagesOf(deletePropertyImageSchema, { userId: USER_ID, propertyId: PROPERTY_ID, image })
          .image,
      ).toBe('Invalid image name');
    });
  }

  for (const campaignRequest of ['Submitted', 'Approve']) {
    it(`the admin may set the campaign request to ${campaignRequest} without a reason`, () => {
      expect(
        accepted(campaignRequestUpdateSchema, {
          userId: USER_ID,
          propertyId: PROPERTY_ID,
          campaignRequest,
        }).campaignRequest,
      ).toBe(campaignRequest);
    });
  }

  const decision = { userId: USER_ID, propertyId: PROPERTY_ID };
  it('the admin rejects with a reason the owner can act on, trimmed', () => {
    const body = accepted(campaignRequestUpdateSchema, {
      ...decision,
      campaignRequest: 'Reject',
      reason: '  The photos are blurred.  ',
      version: 3,
    });
    expect(body).toMatchObject({ reason: 'The photos are blurred.', version: 3 });
  });

  it('a Reject without a reason is refused with a message that says what to give', () => {
    expect(
      messagesOf(campaignRequestUpdateSchema, { ...decision, campaignRequest: 'Reject' }),
    ).toEqual({ reason: MSG.rejectReasonRequired });
  });

  for (const [reason, message] of [
    ['Too short', MSG.reasonMin],
    ['          x         ', MSG.reasonMin],
    ['x'.repeat(301), MSG.reasonMax],
    [42, MSG.reasonInvalid],
  ] as const) {
    it(`the reason ${JSON.stringify(reason).slice(0, 30)} is refused: ${message}`, () => {
      expect(
        messagesOf(campaignRequestUpdateSchema, { ...decision, campaignRequest: 'Reject', reason })
          .reason,
      ).toBe(message);
    });
  }

  for (const version of [0, -1, 1.5, '2', null]) {
    it(`the reviewed version ${JSON.stringify(version)} is refused`, () => {
      expect(
        messagesOf(campaignRequestUpdateSchema, {
          ...decision,
          campaignRequest: 'Approve',
          version,
        }).version,
      ).toBe('version must be a whole number');
    });
  }

  for (const campaignRequest of ['Pending', 'Approved', 'approve', undefined]) {
    it(`the admin may not set the campaign request to ${JSON.stringify(campaignRequest)}`, () => {
      expect(
        messagesOf(campaignRequestUpdateSchema, {
          userId: USER_ID,
          propertyId: PROPERTY_ID,
          campaignRequest,
        }).campaignRequest,
      ).toBe('campaignRequest must be Submitted, Approve or Reject');
    });
  }
});
