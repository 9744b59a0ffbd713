import { createBrowserRouter } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { ErrorScreen } from './routes/error-screen';
import { LandingPage } from './routes/landing';

// The landing page is in the first bundle; everything else loads on demand so the landing page stays light.
const lazyPage = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const router = createBrowserRouter([
  {
    errorElement: <ErrorScreen />,
    hydrateFallbackElement: <PageLoader fullScreen />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/landing', element: <LandingPage /> },
      { path: '/auth', lazy: lazyPage(() => import('./routes/auth')) },
      { path: '/join-challenge/:id', lazy: lazyPage(() => import('./routes/join-challenge')) },
      { path: '/invitation/:id', lazy: lazyPage(() => import('./routes/invitation')) },
      { path: '/join-group/:groupId', lazy: lazyPage(() => import('./routes/join-group')) },
      {
        // every other screen needs a signed-in person (spec §6); the layout guards and draws the header
        lazy: lazyPage(() => import('./routes/signed-in-layout')),
        children: [
          { path: '/dashboard', lazy: lazyPage(() => import('./routes/dashboard')) },
          { path: '/challenges', lazy: lazyPage(() => import('./routes/challenges')) },
          { path: '/create', lazy: lazyPage(() => import('./routes/create-challenge')) },
          { path: '/challenges/create', lazy: lazyPage(() => import('./routes/create-challenge')) },
          { path: '/challenge/:id', lazy: lazyPage(() => import('./routes/challenge-detail')) },
          { path: '/challenge/:id/edit', lazy: lazyPage(() => import('./routes/edit-challenge')) },
          { path: '/profile', lazy: lazyPage(() => import('./routes/profile')) },
          { path: '/feedback-forum', lazy: lazyPage(() => import('./routes/feedback-forum')) },
          { path: '/feedback-forum/new', lazy: lazyPage(() => import('./routes/new-forum-post')) },
          { path: '/feedback-forum/post/:id', lazy: lazyPage(() => import('./routes/forum-post')) },
          { path: '/admin/feedback', lazy: lazyPage(() => import('./routes/admin-feedback')) },
          // spec §2 "Groups": a visitor is asked to sign in on the page itself
          {
            path: '/groups',
            handle: { openToVisitors: true },
            lazy: lazyPage(() => import('./routes/groups')),
          },
          { path: '/groups/:id', lazy: lazyPage(() => import('./routes/group-detail')) },
          { path: '/search-users', lazy: lazyPage(() => import('./routes/search-users')) },
          { path: '/leaderboards/*', lazy: lazyPage(() => import('./routes/challenges')) },
        ],
      },
      { path: '*', lazy: lazyPage(() => import('./routes/not-found')) },
    ],
  },
]);
