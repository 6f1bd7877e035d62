import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAdmin, RequireUser } from './guards';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-handle';

/**
 * Every screen is its own chunk: a visitor downloads neither the owner nor the admin code.
 * React Router loads a screen before showing its route, on the server too, and src/app/start.tsx
 * loads the first screen before the first render, so the server's HTML is taken over at once.
 */
const screen = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** Account screens: no search box in the header. */
const accountScreen: RouteHandle = { search: 'never' };
/** Home and search have their own search box on phones; the header keeps one on wide screens. */
const ownSearchBoxScreen: RouteHandle = { search: 'desktop' };
const ownerScreen: RouteHandle = { header: 'owner', search: 'never' };
const adminScreen: RouteHandle = { header: 'admin', search: 'never', footer: false };
/**
 * Property details: anyone sees a listing (docs/decisions/0035-signed-out-visitors-see-the-listing.md);
 * the server renders it as a signed-out visitor sees it, without the lister.
 */
const detailsScreen: RouteHandle = { header: 'byRouteParam', render: 'signedOut' };
const signedInOnly: RouteHandle = { render: 'client' };

/*
 * Paths follow docs/product.md §2 exactly. Matching ignores case, so '/privacyPolicy' also serves the
 * footer's '/PrivacyPolicy', and '/signin' works as well as '/signIn'.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: screen(() => import('@/routes/home')), handle: ownSearchBoxScreen },
      { path: 'home', lazy: screen(() => import('@/routes/home')), handle: ownSearchBoxScreen },
      { path: 'search', lazy: screen(() => import('@/routes/search')), handle: ownSearchBoxScreen },
      { path: 'message', lazy: screen(() => import('@/routes/message')), handle: accountScreen },
      {
        path: 'emailVerified/:verificationToken',
        lazy: screen(() => import('@/routes/email-verified')),
        handle: accountScreen,
      },
      {
        path: 'forgotPassword',
        lazy: screen(() => import('@/routes/forgot-password')),
        handle: accountScreen,
      },
      {
        path: 'resetPassword/:resetToken',
        lazy: screen(() => import('@/routes/reset-password')),
        handle: accountScreen,
      },
      { path: 'signIn', lazy: screen(() => import('@/routes/sign-in')), handle: accountScreen },
      { path: 'signup', lazy: screen(() => import('@/routes/sign-up')), handle: accountScreen },
      {
        path: 'adminSignIn',
        lazy: screen(() => import('@/routes/admin-sign-in')),
        handle: { header: 'minimal', search: 'never' } satisfies RouteHandle,
      },
      { path: 'contact', lazy: screen(() => import('@/routes/contact')) },
      { path: 'about', lazy: screen(() => import('@/routes/about')) },
      { path: 'privacyPolicy', lazy: screen(() => import('@/routes/privacy-policy')) },
      { path: 'termsOfUse', lazy: screen(() => import('@/routes/terms-of-use')) },
      {
        path: 'propertyDetails/:route/:id',
        lazy: screen(() => import('@/routes/property-details')),
        handle: detailsScreen,
      },
      {
        path: 'search/PropertyDetails/:route/:id',
        lazy: screen(() => import('@/routes/property-details')),
        handle: detailsScreen,
      },
      {
        element: <RequireUser />,
        handle: signedInOnly,
        children: [
          { path: 'savedProperty/:userId', lazy: screen(() => import('@/routes/saved-property')) },
          {
            path: 'ownerDashboard',
            lazy: screen(() => import('@/routes/owner-dashboard')),
            handle: ownerScreen,
          },
          {
            path: 'addProperty',
            lazy: screen(() => import('@/routes/add-property')),
            handle: ownerScreen,
          },
          {
            path: 'propertyImgForm',
            lazy: screen(() => import('@/routes/property-img-form')),
            handle: ownerScreen,
          },
          {
            path: 'editPropertyImgForm',
            lazy: screen(() => import('@/routes/edit-property-img-form')),
            handle: ownerScreen,
          },
          {
            path: 'editProperty',
            lazy: screen(() => import('@/routes/edit-property')),
            handle: ownerScreen,
          },
        ],
      },
      {
        element: <RequireAdmin />,
        handle: { ...adminScreen, ...signedInOnly },
        children: [
          { path: 'adminDashboard', lazy: screen(() => import('@/routes/admin-dashboard')) },
          { path: 'ownerProperty/:ownerId', lazy: screen(() => import('@/routes/owner-property')) },
        ],
      },
      { path: '*', lazy: screen(() => import('@/routes/not-found')) },
    ],
  },
];
