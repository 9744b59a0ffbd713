import { describe, expect, it } from 'vitest';
import { typeableSecretOf } from './totp-secret';

describe('typeableSecretOf', () => {
  it('gives the base32 secret of an otpauth address in groups of four', () => {
    const uri = 'otpauth://totp/HabitSprint:ann%40example.com?secret=jbswy3dpehpk3pxpabc&issuer=HabitSprint';
    expect(typeableSecretOf(uri)).toBe('JBSW Y3DP EHPK 3PXP ABC');
  });

  it('gives null for an address without a secret, or no address at all', () => {
    expect(typeableSecretOf('otpauth://totp/HabitSprint:ann?issuer=HabitSprint')).toBeNull();
    expect(typeableSecretOf('not a url')).toBeNull();
  });
});
