import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './same-origin-path';

const APP_URL = 'https://habits.example.org';
/** A page of some other site: a path handed on must stay on whichever site it is resolved against. */
const ELSEWHERE = 'https://elsewhere.invalid/some/page';

// Text built from what redirect tricks are made of: separators in every spelling, dot segments (%2e too), the
// characters the URL parser strips or reads as an authority, schemes and hosts; and some of anything.
const trickyPiece = fc.oneof(
  fc.constantFrom(
    ...[
      '/',
      '//',
      '\\',
      '.',
      '..',
      '%2e',
      '%2E%2e',
      '%2F',
      '%2f',
      '%5C',
      '%5c',
      '\t',
      '\n',
      '\r',
      ' ',
      '\u0000',
    ],
    ...[
      ':',
      '@',
      '?',
      '#',
      '&',
      'evil.example',
      'habits.example.org',
      ':443',
      'http:',
      'https:',
      'javascript:',
    ],
  ),
  fc.string({ maxLength: 3 }),
);
const trickyTarget = fc.array(trickyPiece, { maxLength: 12 }).map((pieces) => pieces.join(''));
const pageOf = ({ origin, pathname, search, hash }: URL) => ({ origin, pathname, search, hash });

describe('sameOriginPath', () => {
  it.each([
    '/.//evil.example/x',
    '/..//evil.example/x',
    '/a/..//evil.example/x',
    '/a/%2e%2e//evil.example/x',
    '//evil.example',
    '\\\\evil.example',
    '/\\evil.example',
    '\\/evil.example',
    '/%2F/evil.example',
    '/%5C/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '\t//evil.example',
    'https://evil.example',
    'http:evil.example',
    'https://habits.example.org@evil.example/',
    'http://habits.example.org/',
    'https://habits.example.org:8443/',
    'javascript:alert(1)',
    'data:text/html,hi',
    'http://[::1',
  ])('refuses %j, which leads off the site or reads as a host once handed on', (target) => {
    expect(sameOriginPath(target, APP_URL)).toBeNull();
  });

  it.each([
    ['/auth?mode=signin', '/auth?mode=signin'],
    ['/forum', '/forum'],
    ['/groups/g1?tab=members#posts', '/groups/g1?tab=members#posts'],
    ['/./forum', '/forum'],
    ['/a/../auth', '/auth'],
    ['https://habits.example.org/forum', '/forum'],
    ['auth', '/auth'],
    ['https:evil.example', '/evil.example'], // the base's own scheme: a relative path, as a browser reads it
    ['', '/'],
    ['/x y', '/x%20y'],
  ])('keeps a page of this site (%j), normalised to %j', (target, path) => {
    expect(sameOriginPath(target, APP_URL)).toBe(path);
  });

  it('hands on only a path that stays on the site it is resolved against, and is the page the target leads to', () => {
    fc.assert(
      fc.property(trickyTarget, (target) => {
        const path = sameOriginPath(target, APP_URL);
        if (path === null) return;
        expect(path).toMatch(/^\/(?!\/)/);
        expect(new URL(path, ELSEWHERE).origin).toBe(new URL(ELSEWHERE).origin);
        expect(pageOf(new URL(path, APP_URL))).toEqual(pageOf(new URL(target, APP_URL)));
        expect(sameOriginPath(path, APP_URL)).toBe(path);
      }),
      { numRuns: 5000 },
    );
  });

  it('refuses every target that names another host, however it is spelled', () => {
    const hostPrefix = fc.constantFrom(
      '//',
      '\\\\',
      '/\\',
      '\\/',
      '/.//',
      '/..//',
      '/a/..//',
      '\t//',
      'https://',
    );
    fc.assert(
      fc.property(hostPrefix, fc.domain(), fc.webPath(), (prefix, host, path) => {
        fc.pre(host !== 'habits.example.org');
        expect(sameOriginPath(`${prefix}${host}${path}`, APP_URL)).toBeNull();
      }),
      { numRuns: 500 },
    );
  });
});
