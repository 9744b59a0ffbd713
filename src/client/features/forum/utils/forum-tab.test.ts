import { describe, expect, it } from 'vitest';
import { forumTabOf } from './forum-tab';

describe('forumTabOf', () => {
  it('finds the tab named in the address', () => {
    expect(forumTabOf('bugs')).toMatchObject({ label: 'Bugs', category: 'bugs' });
    expect(forumTabOf('questions')).toMatchObject({ label: 'Q&A', category: 'questions' });
  });

  it('falls back to All for no category or an unknown one', () => {
    expect(forumTabOf(null)).toMatchObject({ value: 'all', category: null });
    expect(forumTabOf('nonsense')).toMatchObject({ value: 'all', category: null });
  });
});
