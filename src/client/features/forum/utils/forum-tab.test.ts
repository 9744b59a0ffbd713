import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { forumTabOf } from './forum-tab';

describe('forumTabOf', () => {
  it('finds the tab named in the address', () => {
    expect(forumTabOf('bugs')).toMatchObject({ value: 'bugs', category: 'bugs' });
    expect(i18n._(forumTabOf('bugs').label)).toBe('Bugs');
    expect(forumTabOf('questions')).toMatchObject({ value: 'questions', category: 'questions' });
    expect(i18n._(forumTabOf('questions').label)).toBe('Q&A');
  });

  it('falls back to All for no category or an unknown one', () => {
    expect(forumTabOf(null)).toMatchObject({ value: 'all', category: null });
    expect(forumTabOf('nonsense')).toMatchObject({ value: 'all', category: null });
  });
});
