import { describe, expect, it } from 'vitest';
import { renderLandingPage } from './prerender-landing';

// What the build writes into landing.html (decision 050): the page a visitor sees before any JavaScript runs.
describe('the prerendered landing page', () => {
  const html = renderLandingPage();

  it('holds the hero: its one h1 and the hero image, the largest paint', () => {
    expect(html.match(/<h1[^>]*>/g)).toHaveLength(1);
    expect(html).toMatch(
      /<h1[^>]*id="hero-title"[^>]*>Build healthy habits together, <span[^>]*>one sprint at a time/,
    );
    expect(html).toMatch(/<img[^>]*src="\/images\/hero-challenge.svg"/);
  });

  it('is the visitor’s page, its ways in plain links to the app', () => {
    expect(html).toMatch(/<a[^>]*href="\/auth"[^>]*>.*?Sign Up Now/);
    expect(html).toMatch(/<a[^>]*href="\/auth\?mode=signin"[^>]*>.*?Log In/);
    expect(html).not.toContain('Go to Dashboard');
  });

  it('has every section down to the footer, and no toasts or dialog', () => {
    for (const heading of ['How It Works', 'Coming Soon', 'Start Your Challenge Today'])
      expect(html).toContain(heading);
    expect(html).toContain('<footer');
    expect(html).not.toContain('role="dialog"');
    expect(html).not.toContain('mantine-Notifications');
  });
});
