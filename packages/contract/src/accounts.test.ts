import { describe, expect, it } from 'vitest';
import {
  forgotPasswordSchema,
  linkTokenSchema,
  loginSchema,
  profileSchema,
  registerSchema,
  resetPasswordSchema,
  userIdParams,
  verifyLinkSchema,
} from './accounts';
import { API_MSG, MSG } from './messages';
import { messagesOf, accepted, without } from './test-support';

const USER_ID = '7f1b6a2c-3d4e-4f5a-8b6c-7d8e9f0a1b2c';
const GOOD_PASSWORD = 'Abcdef1@';

const validRegistration = {
  userFirstName: 'Ravi',
  userLastName: 'Sahu',
  userPhone: '9876543210',
  userWhatsApp: '7000012345',
  userMail: 'ravi.sahu@example.com',
  setPassword: GOOD_PASSWORD,
  confirmPassword: GOOD_PASSWORD,
};

const validProfile = {
  firstName: 'Ravi',
  lastName: 'Sahu',
  phone: '9876543210',
  whatsApp: '7000012345',
};

const validLogin = { userMail: 'ravi.sahu@example.com', userPassword: GOOD_PASSWORD };

const validReset = { userPassword: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD };

describe('the messages quoted by docs/product.md §5 for accounts', () => {
  it('spells every name, phone and password message exactly as docs/product.md quotes it', () => {
    expect(MSG.firstNameMin).toBe('First name must be at least 3 characters');
    expect(MSG.firstNameMax).toBe('First name must be at most 15 characters');
    expect(MSG.firstNameRequired).toBe('Please Enter Your First Name');
    expect(MSG.lastNameMin).toBe('Last name must be at least 3 characters');
    expect(MSG.lastNameMax).toBe('Last name must be at most 15 characters');
    expect(MSG.lastNameRequired).toBe('Please Enter Your Last Name');
    expect(MSG.phoneRequired).toBe('Please Enter Phone No');
    expect(MSG.whatsAppRequired).toBe('Please Enter WhatsApp No');
    expect(MSG.phoneInvalid).toBe('Phone number is not valid');
    expect(MSG.whatsAppInvalid).toBe('WhatsApp number is not valid');
    expect(MSG.passwordRule).toBe(
      'Password must contain at least one uppercase letter, one lowercase letter, one number and one special character',
    );
    expect(MSG.passwordMatch).toBe('Password must match');
  });
});

describe('the valid forms', () => {
  it('a complete registration is accepted and keeps every field', () => {
    expect(accepted(registerSchema, validRegistration)).toEqual(validRegistration);
  });

  it('a complete profile is accepted', () => {
    expect(accepted(profileSchema, validProfile)).toEqual(validProfile);
  });

  it('a login without dbName is accepted as a User login', () => {
    expect(accepted(loginSchema, validLogin)).toEqual({ ...validLogin, dbName: 'User' });
  });

  it('a new password with its matching confirmation is accepted', () => {
    expect(accepted(resetPasswordSchema, validReset)).toEqual(validReset);
  });

  it('an empty registration shows the required message on every field', () => {
    expect(messagesOf(registerSchema, {})).toEqual({
      userFirstName: MSG.firstNameRequired,
      userLastName: MSG.lastNameRequired,
      userPhone: MSG.phoneRequired,
      userWhatsApp: MSG.whatsAppRequired,
      userMail: MSG.emailRequired,
      setPassword: MSG.passwordRequired,
      confirmPassword: MSG.confirmPasswordRequired,
    });
  });

  it('an empty profile shows the required message on every field', () => {
    expect(messagesOf(profileSchema, {})).toEqual({
      firstName: MSG.firstNameRequired,
      lastName: MSG.lastNameRequired,
      phone: MSG.phoneRequired,
      whatsApp: MSG.whatsAppRequired,
    });
  });
});

/** Every form that carries names, with the field names it uses. */
const nameForms = [
  {
    form: 'registration',
    schema: registerSchema,
    valid: validRegistration,
    first: 'userFirstName',
    last: 'userLastName',
  },
  {
    form: 'profile',
    schema: profileSchema,
    valid: validProfile,
    first: 'firstName',
    last: 'lastName',
  },
] as const;

const nameRules = [
  {
    which: 'first',
    required: MSG.firstNameRequired,
    min: MSG.firstNameMin,
    max: MSG.firstNameMax,
  },
  { which: 'last', required: MSG.lastNameRequired, min: MSG.lastNameMin, max: MSG.lastNameMax },
] as const;

for (const { form, schema, valid, first, last } of nameForms) {
  for (const { which, required, min, max } of nameRules) {
    const field = which === 'first' ? first : last;
    describe(`${form}: the ${which} name (${field})`, () => {
      it(`a missing ${which} name is rejected with '${required}'`, () => {
        expect(messagesOf(schema, without(valid, field))[field]).toBe(required);
      });

      it(`an empty ${which} name is rejected with '${required}'`, () => {
        expect(messagesOf(schema, { ...valid, [field]: '' })[field]).toBe(required);
      });

      it(`a ${which} name of spaces only is rejected with '${required}'`, () => {
        expect(messagesOf(schema, { ...valid, [field]: '    ' })[field]).toBe(required);
      });

      it(`a ${which} name that is not text is rejected with '${required}'`, () => {
        expect(messagesOf(schema, { ...valid, [field]: 42 })[field]).toBe(required);
      });

      it(`a ${which} name of 2 characters is rejected with '${min}'`, () => {
        expect(messagesOf(schema, { ...valid, [field]: 'Al' })[field]).toBe(min);
      });

      it(`a ${which} name of 2 characters padded with spaces is still rejected with '${min}'`, () => {
        expect(messagesOf(schema, { ...valid, [field]: '   Al   ' })[field]).toBe(min);
      });

      it(`a ${which} name of 3 characters is accepted`, () => {
        expect(accepted(schema, { ...valid, [field]: 'Ali' })[field]).toBe('Ali');
      });

      it(`a ${which} name of 15 characters is accepted`, () => {
        const name = 'Abcdefghijklmno';
        expect(name).toHaveLength(15);
        expect(accepted(schema, { ...valid, [field]: name })[field]).toBe(name);
      });

      it(`a ${which} name of 16 characters is rejected with '${max}'`, () => {
        const name = 'Abcdefghijklmnop';
        expect(name).toHaveLength(16);
        expect(messagesOf(schema, { ...valid, [field]: name })[field]).toBe(max);
      });

      it(`spaces around a ${which} name are trimmed away`, () => {
        expect(accepted(schema, { ...valid, [field]: '  Ravi  ' })[field]).toBe('Ravi');
      });

      it(`a ${which} name error does not leak onto other fields`, () => {
        expect(Object.keys(messagesOf(schema, { ...valid, [field]: 'Al' }))).toEqual([field]);
      });
    });
  }
}

/** Every form that carries numbers, with the field names it uses. */
const numberFields = [
  {
    form: 'registration',
    schema: registerSchema,
    valid: validRegistration,
    field: 'userPhone',
    required: MSG.phoneRequired,
    invalid: MSG.phoneInvalid,
  },
  {
    form: 'registration',
    schema: registerSchema,
    valid: validRegistration,
    field: 'userWhatsApp',
    required: MSG.whatsAppRequired,
    invalid: MSG.whatsAppInvalid,
  },
  {
    form: 'profile',
    schema: profileSchema,
    valid: validProfile,
    field: 'phone',
    required: MSG.phoneRequired,
    invalid: MSG.phoneInvalid,
  },
  {
    form: 'profile',
    schema: profileSchema,
    valid: validProfile,
    field: 'whatsApp',
    required: MSG.whatsAppRequired,
    invalid: MSG.whatsAppInvalid,
  },
] as const;

for (const { form, schema, valid, field, required, invalid } of numberFields) {
  describe(`${form}: the ${field} number`, () => {
    it(`a missing number is rejected with '${required}'`, () => {
      expect(messagesOf(schema, without(valid, field))[field]).toBe(required);
    });

    it(`an empty number is rejected with '${required}'`, () => {
      expect(messagesOf(schema, { ...valid, [field]: '' })[field]).toBe(required);
    });

    it(`a number starting with 5 is rejected with '${invalid}'`, () => {
      expect(messagesOf(schema, { ...valid, [field]: '5876543210' })[field]).toBe(invalid);
    });

    it(`a number starting with 0 is rejected with '${invalid}'`, () => {
      expect(messagesOf(schema, { ...valid, [field]: '0876543210' })[field]).toBe(invalid);
    });

    for (const start of ['6', '7', '8', '9']) {
      it(`a 10-digit number starting with ${start} is accepted`, () => {
        const number = `${start}000012345`;
        expect(accepted(schema, { ...valid, [field]: number })[field]).toBe(number);
      });
    }

    it(`a 9-digit number is rejected with '${invalid}'`, () => {
      expect(messagesOf(schema, { ...valid, [field]: '987654321' })[field]).toBe(invalid);
    });

    it(`an 11-digit number is rejected with '${invalid}'`, () => {
      expect(messagesOf(schema, { ...valid, [field]: '98765432101' })[field]).toBe(invalid);
    });

    it(`a number with letters is rejected with '${invalid}'`, () => {
      expect(messagesOf(schema, { ...valid, [field]: '98765abcde' })[field]).toBe(invalid);
    });

    it(`a number written with +91 is rejected with '${invalid}'`, () => {
      expect(messagesOf(schema, { ...valid, [field]: '+919876543210' })[field]).toBe(invalid);
    });

    it(`a number with a space inside is rejected with '${invalid}'`, () => {
      expect(messagesOf(schema, { ...valid, [field]: '98765 43210' })[field]).toBe(invalid);
    });

    it('spaces around a valid number are trimmed away', () => {
      expect(accepted(schema, { ...valid, [field]: ' 9876543210 ' })[field]).toBe('9876543210');
    });
  });
}

/** Every form that carries an e-mail address. */
const emailForms = [
  { form: 'registration', schema: registerSchema, valid: validRegistration },
  { form: 'login', schema: loginSchema, valid: validLogin },
  { form: 'forgot password', schema: forgotPasswordSchema, valid: { userMail: 'a@b.co' } },
  {
    form: 'verification link',
    schema: verifyLinkSchema,
    valid: { route: 'emailVerified', userMail: 'a@b.co' },
  },
] as const;

for (const { form, schema, valid } of emailForms) {
  describe(`${form}: the e-mail address (userMail)`, () => {
    it(`a missing e-mail is rejected with '${MSG.emailRequired}'`, () => {
      expect(messagesOf(schema, without(valid, 'userMail')).userMail).toBe(MSG.emailRequired);
    });

    it(`an empty e-mail is rejected with '${MSG.emailRequired}'`, () => {
      expect(messagesOf(schema, { ...valid, userMail: '' }).userMail).toBe(MSG.emailRequired);
    });

    it(`an e-mail of spaces only is rejected with '${MSG.emailRequired}'`, () => {
      expect(messagesOf(schema, { ...valid, userMail: '   ' }).userMail).toBe(MSG.emailRequired);
    });

    for (const bad of [
      'ravi',
      'ravi@',
      '@example.com',
      'ravi@example',
      'ravi@example.c',
      'ravi sahu@example.com',
      'ravi@exa mple.com',
      'ravi@example..com',
      'ravi@example.com.',
      'ravi@@example.com',
      'ravi@example.com<script>',
    ]) {
      it(`the e-mail '${bad}' is rejected with '${MSG.emailInvalid}'`, () => {
        expect(messagesOf(schema, { ...valid, userMail: bad }).userMail).toBe(MSG.emailInvalid);
      });
    }

    it('a valid e-mail is accepted, trimmed and lowercased', () => {
      expect(accepted(schema, { ...valid, userMail: '  Ravi.Sahu@Example.CO.IN ' }).userMail).toBe(
        'ravi.sahu@example.co.in',
      );
    });

    it("an e-mail with +tag and an apostrophe is accepted (o'neil+basera@mail.in)", () => {
      expect(accepted(schema, { ...valid, userMail: "o'neil+basera@mail.in" }).userMail).toBe(
        "o'neil+basera@mail.in",
      );
    });

    it('an e-mail of 254 characters is accepted and one of 255 is rejected', () => {
      const domain = '@gmail.com';
      const longest = `${'a'.repeat(254 - domain.length)}${domain}`;
      expect(longest).toHaveLength(254);
      expect(accepted(schema, { ...valid, userMail: longest }).userMail).toBe(longest);
      expect(messagesOf(schema, { ...valid, userMail: `a${longest}` }).userMail).toBe(
        MSG.emailInvalid,
      );
    });
  });
}

/** Every form that carries a password, with the field name it uses. */
const passwordForms = [
  { form: 'registration', schema: registerSchema, valid: validRegistration, field: 'setPassword' },
  { form: 'login', schema: loginSchema, valid: validLogin, field: 'userPassword' },
  { form: 'reset password', schema: resetPasswordSchema, valid: validReset, field: 'userPassword' },
] as const;

for (const { form, schema, valid, field } of passwordForms) {
  describe(`${form}: the password (${field})`, () => {
    /** For forms with a confirmation, type the same password twice. */
    const withPassword = (value: unknown) =>
      'confirmPassword' in valid
        ? { ...valid, [field]: value, confirmPassword: value }
        : { ...valid, [field]: value };

    it(`a missing password is rejected with '${MSG.passwordRequired}'`, () => {
      expect(messagesOf(schema, without(valid, field))[field]).toBe(MSG.passwordRequired);
    });

    it(`an empty password is rejected with '${MSG.passwordRequired}'`, () => {
      expect(messagesOf(schema, withPassword(''))[field]).toBe(MSG.passwordRequired);
    });

    it(`a password of 7 characters is rejected with '${MSG.passwordMin}'`, () => {
      expect(messagesOf(schema, withPassword('Abcde1@'))[field]).toBe(MSG.passwordMin);
    });

    it('a password of 8 characters with every class is accepted', () => {
      expect(accepted(schema, withPassword('Abcdef1@'))[field]).toBe('Abcdef1@');
    });

    it(`a password without an uppercase letter is rejected with the password rule`, () => {
      expect(messagesOf(schema, withPassword('abcdef1@'))[field]).toBe(MSG.passwordRule);
    });

    it(`a password without a lowercase letter is rejected with the password rule`, () => {
      expect(messagesOf(schema, withPassword('ABCDEF1@'))[field]).toBe(MSG.passwordRule);
    });

    it(`a password without a digit is rejected with the password rule`, () => {
      expect(messagesOf(schema, withPassword('Abcdefg@'))[field]).toBe(MSG.passwordRule);
    });

    it(`a password without a special character is rejected with the password rule`, () => {
      expect(messagesOf(schema, withPassword('Abcdefg1'))[field]).toBe(MSG.passwordRule);
    });

    for (const special of ['@', '$', '!', '%', '*', '?', '&']) {
      it(`the special character '${special}' counts as the required special character`, () => {
        const value = `Abcdef1${special}`;
        expect(accepted(schema, withPassword(value))[field]).toBe(value);
      });
    }

    for (const [label, character] of [
      ["'#'", '#'],
      ["'^'", '^'],
      ['a space', ' '],
      ["'-'", '-'],
      ["'é'", 'é'],
    ] as const) {
      it(`a password that also contains ${label} is rejected with the password rule`, () => {
        expect(messagesOf(schema, withPassword(`Abcdef1@${character}`))[field]).toBe(
          MSG.passwordRule,
        );
      });
    }

    it('a password of 128 characters is accepted and one of 129 is rejected', () => {
      const longest = `Aa1@${'x'.repeat(124)}`;
      expect(longest).toHaveLength(128);
      expect(accepted(schema, withPassword(longest))[field]).toBe(longest);
      expect(messagesOf(schema, withPassword(`${longest}x`))[field]).toBe(MSG.passwordMax);
    });

    it('a password is not trimmed: surrounding spaces make it invalid', () => {
      expect(messagesOf(schema, withPassword(' Abcdef1@ '))[field]).toBe(MSG.passwordRule);
    });
  });
}

/** Every form with a password confirmation. */
const confirmForms = [
  { form: 'registration', schema: registerSchema, valid: validRegistration, field: 'setPassword' },
  { form: 'reset password', schema: resetPasswordSchema, valid: validReset, field: 'userPassword' },
] as const;

for (const { form, schema, valid, field } of confirmForms) {
  describe(`${form}: the password confirmation`, () => {
    it(`a different confirmation is rejected with 'Password must match' on confirmPassword`, () => {
      const messages = messagesOf(schema, { ...valid, confirmPassword: 'Abcdef1@x' });
      expect(messages).toEqual({ confirmPassword: MSG.passwordMatch });
    });

    it('a confirmation that differs only in letter case is rejected', () => {
      expect(messagesOf(schema, { ...valid, confirmPassword: 'ABCDEF1@' }).confirmPassword).toBe(
        MSG.passwordMatch,
      );
    });

    it(`a missing confirmation is rejected with '${MSG.confirmPasswordRequired}'`, () => {
      expect(messagesOf(schema, without(valid, 'confirmPassword')).confirmPassword).toBe(
        MSG.confirmPasswordRequired,
      );
    });

    it(`an empty confirmation is rejected with '${MSG.confirmPasswordRequired}'`, () => {
      expect(messagesOf(schema, { ...valid, confirmPassword: '' }).confirmPassword).toBe(
        MSG.confirmPasswordRequired,
      );
    });

    it('a mismatch is reported even when the password itself breaks the rules', () => {
      const messages = messagesOf(schema, { ...valid, [field]: 'abc', confirmPassword: 'abd' });
      expect(messages[field]).toBe(MSG.passwordMin);
      expect(messages.confirmPassword).toBe(MSG.passwordMatch);
    });

    it('a missing password does not add a mismatch message to the confirmation', () => {
      const messages = messagesOf(schema, without(valid, field));
      expect(messages[field]).toBe(MSG.passwordRequired);
      expect(messages.confirmPassword).toBeUndefined();
    });
  });
}

describe('registration: the mismatch while other fields are invalid', () => {
  it("a mismatch gives 'Password must match' on confirmPassword even when names, numbers and e-mail are invalid", () => {
    const messages = messagesOf(registerSchema, {
      userFirstName: '',
      userLastName: 'Al',
      userPhone: '5000000000',
      userWhatsApp: '',
      userMail: 'not-an-email',
      setPassword: GOOD_PASSWORD,
      confirmPassword: 'Different1@',
    });
    expect(messages).toEqual({
      userFirstName: MSG.firstNameRequired,
      userLastName: MSG.lastNameMin,
      userPhone: MSG.phoneInvalid,
      userWhatsApp: MSG.whatsAppRequired,
      userMail: MSG.emailInvalid,
      confirmPassword: MSG.passwordMatch,
    });
  });
});

describe('login: the account kind (dbName)', () => {
  it("a login without dbName defaults to 'User'", () => {
    expect(accepted(loginSchema, validLogin).dbName).toBe('User');
  });

  it("a login as 'Admin' is accepted", () => {
    expect(accepted(loginSchema, { ...validLogin, dbName: 'Admin' }).dbName).toBe('Admin');
  });

  for (const bad of ['Owner', 'user', 'admin', '', 1]) {
    it(`a login with dbName ${JSON.stringify(bad)} is rejected`, () => {
      expect(messagesOf(loginSchema, { ...validLogin, dbName: bad }).dbName).toBe(
        'dbName must be User or Admin',
      );
    });
  }

  it('a login e-mail is lowercased like the registration e-mail, so both find the same account', () => {
    expect(
      accepted(loginSchema, { ...validLogin, userMail: 'Ravi.Sahu@Example.com' }).userMail,
    ).toBe(
      accepted(registerSchema, { ...validRegistration, userMail: 'RAVI.SAHU@example.COM' })
        .userMail,
    );
  });
});

describe('verification and reset links (verifyLinkSchema)', () => {
  for (const route of ['emailVerified', 'resetPassword']) {
    it(`a link request for route '${route}' is accepted`, () => {
      expect(accepted(verifyLinkSchema, { route, userMail: 'a@b.co' })).toEqual({
        route,
        userMail: 'a@b.co',
        dbName: 'User',
      });
    });
  }

  for (const route of ['signIn', 'EmailVerified', '', undefined]) {
    it(`a link request for route ${JSON.stringify(route)} is rejected`, () => {
      expect(messagesOf(verifyLinkSchema, { route, userMail: 'a@b.co' }).route).toBe(
        'route must be emailVerified or resetPassword',
      );
    });
  }

  it('the subject and text sent by the original client are allowed', () => {
    const input = {
      route: 'resetPassword',
      userMail: 'a@b.co',
      dbName: 'Admin',
      subject: 'Reset your password',
      text: 'Click the link to reset your password',
    };
    expect(accepted(verifyLinkSchema, input)).toEqual(input);
  });

  it('a subject over 500 characters is rejected', () => {
    expect(
      messagesOf(verifyLinkSchema, {
        route: 'resetPassword',
        userMail: 'a@b.co',
        subject: 'x'.repeat(501),
      }).subject,
    ).toBeDefined();
  });

  it('an unknown dbName is rejected', () => {
    expect(
      messagesOf(verifyLinkSchema, { route: 'resetPassword', userMail: 'a@b.co', dbName: 'Owner' })
        .dbName,
    ).toBe('dbName must be User or Admin');
  });
});

describe('link tokens (linkTokenSchema)', () => {
  const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE';

  it('a 43-character base64url token is accepted', () => {
    expect(token).toHaveLength(43);
    expect(linkTokenSchema.safeParse(token).success).toBe(true);
  });

  for (const [label, value] of [
    ['42 characters', token.slice(1)],
    ['44 characters', `${token}A`],
    ["a '/'", `${token.slice(1)}/`],
    ["a '+'", `${token.slice(1)}+`],
    ['a path', '../../../../../../../../../../etc/passwd%00'],
  ] as const) {
    it(`a token with ${label} is rejected with '${API_MSG.linkInvalid}'`, () => {
      expect(messagesOf(linkTokenSchema, value)._).toBe(API_MSG.linkInvalid);
    });
  }
});

describe('user ids in paths (userIdParams)', () => {
  it('a uuid is accepted', () => {
    expect(accepted(userIdParams, { userId: USER_ID })).toEqual({ userId: USER_ID });
  });

  for (const bad of ['123', '', "1' OR '1'='1", `${USER_ID}x`]) {
    it(`the user id ${JSON.stringify(bad)} is rejected with 'Invalid id'`, () => {
      expect(messagesOf(userIdParams, { userId: bad }).userId).toBe('Invalid id');
    });
  }
});
