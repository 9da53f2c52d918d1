import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '@academy/shared/accounts/account.schema';
import {
  validateGooglePhone,
  validateLogin,
  validatePasswordChange,
  validatePhoto,
  validateProfile,
  validateRegistration,
  validateReset,
  type ProfileForm,
} from './account-validation.ts';

const profile = (over: Partial<ProfileForm> = {}): ProfileForm => ({
  firstName: 'Selam',
  lastName: 'Tesfay',
  age: '',
  sex: '',
  address: '',
  phoneNumber: '+2917123456',
  country: '',
  city: '',
  ...over,
});

describe('profile save (spec 000 §5)', () => {
  it('accepts a complete, valid profile and blank optional fields', () => {
    expect(validateProfile(profile(), 'local')).toEqual({});
    expect(
      validateProfile(
        profile({
          age: '34',
          sex: 'female',
          address: 'Harnet Avenue 12',
          country: 'Eritrea',
          city: 'Asmara',
        }),
        'local',
      ),
    ).toEqual({});
  });

  it('needs two characters in a given name, after trimming', () => {
    const errors = validateProfile(profile({ firstName: ' S ', lastName: 'T' }), 'local');
    expect(errors.firstName).toBe(M.firstNameTooShort);
    expect(errors.lastName).toBe(M.lastNameTooShort);
  });

  it('takes only a whole age from 1 to 120', () => {
    for (const age of ['0', '121', '12.5', 'abc', '-3']) {
      expect(validateProfile(profile({ age }), 'local').age).toBe(M.ageInvalid);
    }
    expect(validateProfile(profile({ age: '1' }), 'local').age).toBeUndefined();
    expect(validateProfile(profile({ age: '120' }), 'local').age).toBeUndefined();
  });

  it('checks the phone in international format with spaces ignored', () => {
    expect(validateProfile(profile({ phoneNumber: '+291 7 123 456' }), 'local')).toEqual({});
    expect(validateProfile(profile({ phoneNumber: '07123456' }), 'local').phoneNumber).toBe(
      M.phoneInvalid,
    );
    expect(validateProfile(profile({ phoneNumber: '+0123456' }), 'google').phoneNumber).toBe(
      M.phoneInvalid,
    );
  });

  it('requires a phone for e-mail accounts but not for Google accounts', () => {
    expect(validateProfile(profile({ phoneNumber: '  ' }), 'local').phoneNumber).toBe(
      M.phoneRequired,
    );
    expect(validateProfile(profile({ phoneNumber: '' }), 'google')).toEqual({});
  });

  it('needs 5 characters of address and 2 of country and city when given', () => {
    const errors = validateProfile(profile({ address: 'abcd', country: 'E', city: 'A' }), 'local');
    expect(errors).toEqual({
      address: M.addressTooShort,
      country: M.countryTooShort,
      city: M.cityTooShort,
    });
  });

  it('offers only the four sex options', () => {
    for (const sex of ['male', 'female', 'other', 'prefer-not-to-say']) {
      expect(validateProfile(profile({ sex }), 'local')).toEqual({});
    }
    expect(validateProfile(profile({ sex: 'unknown' }), 'local').sex).toBe(M.sexInvalid);
  });
});

describe('registration (spec 000 §5)', () => {
  const form = {
    firstName: 'Selam',
    lastName: 'Tesfay',
    email: 'selam@example.com',
    phoneNumber: '+2917123456',
    password: 'secret1',
    confirmPassword: 'secret1',
  };

  it('accepts a complete form', () => {
    expect(validateRegistration(form)).toEqual({});
  });

  it('names each missing or wrong field', () => {
    const errors = validateRegistration({
      firstName: '',
      lastName: '',
      email: 'nope',
      phoneNumber: '12345',
      password: 'secret1',
      confirmPassword: 'secret2',
    });
    expect(errors).toMatchObject({
      firstName: M.firstNameRequired,
      lastName: M.lastNameRequired,
      email: M.emailInvalid,
      phoneNumber: M.phoneInvalid,
    });
  });

  it('reports a confirmation that does not match', () => {
    expect(validateRegistration({ ...form, confirmPassword: 'other12' }).confirmPassword).toBe(
      M.passwordsDoNotMatch,
    );
  });

  it('requires the phone', () => {
    expect(validateRegistration({ ...form, phoneNumber: '' }).phoneNumber).toBe(M.phoneRequired);
  });
});

describe('password rules', () => {
  it('reset: at least 6, and equal to the confirmation', () => {
    expect(validateReset('tok', '12345', '12345').newPassword).toBe(M.passwordTooShort);
    expect(validateReset('tok', '123456', '1234567').confirmPassword).toBe(M.passwordsDoNotMatch);
    expect(validateReset('tok', '123456', '123456')).toEqual({});
  });

  it('change: current required, new at least 6 and confirmed', () => {
    expect(
      validatePasswordChange({ currentPassword: '', newPassword: 'abc', confirmPassword: 'abd' }),
    ).toEqual({
      currentPassword: M.currentPasswordRequired,
      newPassword: M.passwordTooShort,
      confirmPassword: M.passwordsDoNotMatch,
    });
  });
});

describe('Google registration phone (spec 001 §5)', () => {
  const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.signature-of-the-server';

  it('asks for a phone, then for the international format', () => {
    expect(validateGooglePhone(token, '   ')).toEqual({ error: M.phoneMissing });
    expect(validateGooglePhone(token, '0912345')).toEqual({ error: M.phoneInvalid });
  });

  it('trims the number before sending it', () => {
    expect(validateGooglePhone(token, '  +2917123456 ')).toEqual({ phoneNumber: '+2917123456' });
  });

  it('reads a link without its registration token as broken', () => {
    expect(validateGooglePhone('', '+2917123456')).toEqual({ error: M.registrationLinkInvalid });
  });
});

describe('photo (spec 000 §5)', () => {
  it('takes images up to 5 MB', () => {
    expect(validatePhoto({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(validatePhoto({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe(M.imageTooLarge);
    expect(validatePhoto({ type: 'application/pdf', size: 10 })).toBe(M.imageInvalid);
  });
});

describe('login form', () => {
  it('names each blank field', () => {
    expect(validateLogin('', '')).toEqual({
      email: M.emailRequired,
      password: M.passwordRequired,
    });
    expect(validateLogin('not-an-email', 'x')).toEqual({ email: M.emailInvalid });
    expect(validateLogin('a@b.co', 'x')).toEqual({});
  });
});
