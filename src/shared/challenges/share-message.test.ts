import { setupI18n } from '@lingui/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { challengeJoinUrl, SHARE_DESCRIPTION_LENGTH, shareLinks, shareMessage } from './share-message';

const english = setupI18n({ locale: 'en', messages: { en: {} } });

describe('shareMessage', () => {
  it('names the challenge and quotes a short description whole, plus an ellipsis', () => {
    expect(shareMessage(english, { title: 'No Sugar', description: 'Two weeks without sugar.' })).toBe(
      'Join me in the "No Sugar" challenge on HabitSprint! Two weeks without sugar....',
    );
  });

  it('quotes only the first 100 characters of a long description', () => {
    const description = 'a'.repeat(100) + 'TAIL';
    const message = shareMessage(english, { title: 'T', description });
    expect(message).toContain('a'.repeat(100) + '...');
    expect(message).not.toContain('TAIL');
  });

  it('never cuts an emoji in half', () => {
    const description = '🍎'.repeat(150);
    expect(shareMessage(english, { title: 'T', description })).toContain('🍎'.repeat(100) + '...');
  });

  it('always ends with the quoted prefix of the description and an ellipsis', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (title, description) => {
        const message = shareMessage(english, { title, description });
        const quoted = Array.from(description.trim()).slice(0, SHARE_DESCRIPTION_LENGTH).join('');
        expect(message.endsWith(`${quoted}...`)).toBe(true);
        expect(message).toContain(`"${title}"`);
      }),
    );
  });
});

describe('share links', () => {
  it('builds the join page on the given origin', () => {
    expect(challengeJoinUrl('https://habits.example', 'abc')).toBe(
      'https://habits.example/join-challenge/abc',
    );
  });

  it('encodes the URL and message for each target', () => {
    const links = shareLinks('https://x.test/join-challenge/1', 'Join & win');
    expect(links.facebook).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fx.test%2Fjoin-challenge%2F1&quote=Join%20%26%20win',
    );
    expect(links.whatsapp).toBe(
      'https://wa.me/?text=Join%20%26%20win%20https%3A%2F%2Fx.test%2Fjoin-challenge%2F1',
    );
    expect(links.sms).toBe('sms:?&body=Join%20%26%20win%20https%3A%2F%2Fx.test%2Fjoin-challenge%2F1');
  });
});
