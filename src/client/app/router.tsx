import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { HydrateFallback } from './hydrate-fallback';
import { PageFrame, type RouteHandle } from './page-frame';
import { ErrorScreen } from './routes/error-screen';

// Every screen loads on demand. The landing page is a document of its own, prerendered with its own entry
// (landing-main.tsx, decision 050); the app draws it only after navigating to / itself (the 404 page's link, or
// `npm run dev`, which serves the app shell for every path).
const lazyPage = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});
const landingPage = lazyPage(() =>
  import('./routes/landing-route').then((module) => ({ default: module.LandingRoute })),
);

/** A screen loaded on demand, with its name in the document title ('Groups · HabitSprint'). */
function screen(
  path: string,
  handle: RouteHandle & { title: MessageDescriptor },
  load: () => Promise<{ default: React.ComponentType }>,
): RouteObject {
  return { path, handle, lazy: lazyPage(load) };
}

export const router = createBrowserRouter([
  {
    element: <PageFrame />,
    errorElement: <ErrorScreen />,
    hydrateFallbackElement: <HydrateFallback />,
    children: [
      // no title of a screen: the landing page carries the product's
      { path: '/', lazy: landingPage },
      { path: '/landing', lazy: landingPage },
      screen('/auth', { title: msg`Sign In` }, () => import('./routes/auth')),
      screen('/join-challenge/:id', { title: msg`Join Challenge` }, () => import('./routes/join-challenge')),
      screen('/join-group/:groupId', { title: msg`Join Group` }, () => import('./routes/join-group')),
      {
        // every other screen needs a signed-in person (product-rules.md#access-guard); the layout guards and draws
        // the header
        lazy: lazyPage(() => import('./routes/signed-in-layout')),
        children: [
          screen('/dashboard', { title: msg`Dashboard` }, () => import('./routes/dashboard')),
          screen('/challenges', { title: msg`Challenges` }, () => import('./routes/challenges')),
          screen('/create', { title: msg`Create Challenge` }, () => import('./routes/create-challenge')),
          screen(
            '/challenges/create',
            { title: msg`Create Challenge` },
            () => import('./routes/create-challenge'),
          ),
          // the challenge's, group's and post's own title replace these once loaded (usePageTitle)
          screen('/challenge/:id', { title: msg`Challenge` }, () => import('./routes/challenge-detail')),
          screen(
            '/challenge/:id/edit',
            { title: msg`Edit Challenge` },
            () => import('./routes/edit-challenge'),
          ),
          screen(
            '/challenge/:id/automate',
            { title: msg`Automate this` },
            () => import('./routes/automate-challenge'),
          ),
          screen('/automate', { title: msg`Automate this` }, () => import('./routes/automate')),
          screen('/profile', { title: msg`Profile` }, () => import('./routes/profile')),
          screen('/settings', { title: msg`Settings` }, () => import('./routes/settings')),
          screen('/feedback-forum', { title: msg`Feedback Forum` }, () => import('./routes/feedback-forum')),
          screen('/feedback-forum/new', { title: msg`New Post` }, () => import('./routes/new-forum-post')),
          screen(
            '/feedback-forum/post/:id',
            { title: msg`Feedback Forum` },
            () => import('./routes/forum-post'),
          ),
          screen(
            '/admin/feedback',
            { title: msg`Submitted Feedback` },
            () => import('./routes/admin-feedback'),
          ),
          screen('/admin/instance', { title: msg`Instance` }, () => import('./routes/admin-instance')),
          screen('/admin/moderation', { title: msg`Moderation` }, () => import('./routes/admin-moderation')),
          // a visitor is sent to sign in with the invitation kept; a signed-in person sees it with the header
          // (decision 062)
          screen(
            '/invitation/:id',
            { title: msg`Invitation`, openToVisitors: true },
            () => import('./routes/invitation'),
          ),
          // product-rules.md#groups: a visitor is asked to sign in on the page itself
          screen('/groups', { title: msg`Groups`, openToVisitors: true }, () => import('./routes/groups')),
          screen('/groups/:id', { title: msg`Group` }, () => import('./routes/group-detail')),
          screen('/search-users', { title: msg`Find Users` }, () => import('./routes/search-users')),
          screen('/leaderboards/*', { title: msg`Challenges` }, () => import('./routes/challenges')),
        ],
      },
      screen('*', { title: msg`Page not found` }, () => import('./routes/not-found')),
    ],
  },
]);
