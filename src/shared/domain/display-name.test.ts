import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayName, firstName, initials } from './display-name';

describe('displayName', () => {
  it('uses the name when there is one', () => {
    expect(displayName({ name: '  Ada Lovelace ', email: 'ada@example.com' })).toBe('Ada Lovelace');
  });

  it('falls back to the part of the e-mail before the @', () => {
    expect(displayName({ name: '', email: 'grace.hopper@example.com' })).toBe('grace.hopper');
    expect(displayName({ name: null, email: 'linus@example.com' })).toBe('linus');
    expect(displayName({ name: '   ', email: 'linus@example.com' })).toBe('linus');
  });

  it("falls back to 'User', or the fallback the caller names", () => {
    expect(displayName({})).toBe('User');
    expect(displayName({ name: null, email: null })).toBe('User');
    expect(displayName({ email: '@example.com' })).toBe('User');
    expect(displayName({}, 'Unknown User')).toBe('Unknown User');
  });
});

describe('firstName', () => {
  it('is the first word of the display name', () => {
    expect(firstName('Ada Lovelace')).toBe('Ada');
    expect(firstName('  Grace   Brewster Hopper')).toBe('Grace');
    expect(firstName('linus')).toBe('linus');
    expect(firstName('')).toBe('');
  });
});

describe('initials', () => {
  it('takes the first letters of up to two words, uppercase', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('grace brewster hopper')).toBe('GB');
    expect(initials('linus')).toBe('L');
    expect(initials('  mary   jane ')).toBe('MJ');
  });

  it('is empty for an empty name', () => {
    expect(initials('')).toBe('');
    expect(initials('   ')).toBe('');
  });

  it('never cuts an emoji or accented letter in half', () => {
    expect(initials('😀 smile')).toBe('😀S');
    expect(initials('élodie ünal')).toBe('ÉÜ');
  });

  it('stays at two letters when a letter uppercases to two', () => {
    expect(initials('ßam ßo')).toBe('SS');
  });

  it('is always 0 to 2 letters, whatever the name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (name) => {
        const letters = Array.from(initials(name)).length;
        return letters >= 0 && letters <= 2;
      }),
    );
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (name) => Array.from(initials(name)).length <= 2));
  });

  it('is uppercase and made of the first letters of the words', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z]{1,8}$/), { minLength: 1, maxLength: 5 }), (words) => {
        const expected = words
          .slice(0, 2)
          .map((word) => word[0]!.toUpperCase())
          .join('');
        expect(initials(words.join(' '))).toBe(expected);
      }),
    );
  });
});
