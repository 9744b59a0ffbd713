import { describe, expect, it } from 'vitest';
import { acceptedLanguages, negotiateLocale } from './negotiate-locale';

describe('negotiateLocale', () => {
  it('takes the first language spoken here, by its exact tag or by its language alone', () => {
    expect(negotiateLocale(['de-DE', 'en'])).toBe('de');
    expect(negotiateLocale(['pt-BR'])).toBe('pt-BR');
    expect(negotiateLocale(['pt-PT'])).toBe('pt-BR');
    expect(negotiateLocale(['FR-ca'])).toBe('fr');
    expect(negotiateLocale(['ja', 'es-MX', 'de'])).toBe('es');
  });

  it('falls back to English when none is spoken here', () => {
    expect(negotiateLocale(['ja', 'zh-Hans'])).toBe('en');
    expect(negotiateLocale([])).toBe('en');
  });
});

describe('acceptedLanguages', () => {
  it('orders by quality, keeping the header order among equals, and drops q=0', () => {
    expect(acceptedLanguages('fr;q=0.5, de-AT, en;q=0.9, es;q=0')).toEqual(['de-AT', 'en', 'fr']);
  });

  it('reads nothing from a missing or malformed header', () => {
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
    expect(acceptedLanguages('*, <script>, de;q=abc')).toEqual([]);
  });
});
