import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAdmin, RequireUser, RequireUserOrAdmin } from './guards';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-handle';

/* Every screen is its own chunk: a visitor downloads neither the owner nor the admin code. */
const Home = lazy(() => import('@/routes/home'));
const Search = lazy(() => import('@/routes/search'));
const PropertyDetails = lazy(() => import('@/routes/property-details'));
const Message = lazy(() => import('@/routes/message'));
const EmailVerified = lazy(() => import('@/routes/email-verified'));
const ForgotPassword = lazy(() => import('@/routes/forgot-password'));
const ResetPassword = lazy(() => import('@/routes/reset-password'));
const Contact = lazy(() => import('@/routes/contact'));
const About = lazy(() => import('@/routes/about'));
const PrivacyPolicy = lazy(() => import('@/routes/privacy-policy'));
const TermsOfUse = lazy(() => import('@/routes/terms-of-use'));
const SignIn = lazy(() => import('@/routes/sign-in'));
const SignUp = lazy(() => import('@/routes/sign-up'));
const AdminSignIn = lazy(() => import('@/routes/admin-sign-in'));
const SavedProperty = lazy(() => import('@/routes/saved-property'));
const OwnerDashboard = lazy(() => import('@/routes/owner-dashboard'));
const AddProperty = lazy(() => import('@/routes/add-property'));
const PropertyImgForm = lazy(() => import('@/routes/property-img-form'));
const EditPropertyImgForm = lazy(() => import('@/routes/edit-property-img-form'));
const EditProperty = lazy(() => import('@/routes/edit-property'));
const AdminDashboard = lazy(() => import('@/routes/admin-dashboard'));
const OwnerProperty = lazy(() => import('@/routes/owner-property'));
const NotFound = lazy(() => import('@/routes/not-found'));

/** Account screens: no search box in the header. */
const accountScreen: RouteHandle = { search: 'never' };
/** Home and search have their own search box on phones; the header keeps one on wide screens. */
const ownSearchBoxScreen: RouteHandle = { search: 'desktop' };
const ownerScreen: RouteHandle = { header: 'owner', search: 'never' };
const adminScreen: RouteHandle = { header: 'admin', search: 'never', footer: false };
const detailsScreen: RouteHandle = { header: 'byRouteParam' };

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
      { index: true, element: <Home />, handle: ownSearchBoxScreen },
      { path: 'home', element: <Home />, handle: ownSearchBoxScreen },
      { path: 'search', element: <Search />, handle: ownSearchBoxScreen },
      { path: 'message', element: <Message />, handle: accountScreen },
      {
        path: 'emailVerified/:verificationToken',
        element: <EmailVerified />,
        handle: accountScreen,
      },
      { path: 'forgotPassword', element: <ForgotPassword />, handle: accountScreen },
      { path: 'resetPassword/:resetToken', element: <ResetPassword />, handle: accountScreen },
      { path: 'signIn', element: <SignIn />, handle: accountScreen },
      { path: 'signup', element: <SignUp />, handle: accountScreen },
      {
        path: 'adminSignIn',
        element: <AdminSignIn />,
        handle: { header: 'minimal', search: 'never' } satisfies RouteHandle,
      },
      { path: 'contact', element: <Contact /> },
      { path: 'about', element: <About /> },
      { path: 'privacyPolicy', element: <PrivacyPolicy /> },
      { path: 'termsOfUse', element: <TermsOfUse /> },
      {
        element: <RequireUserOrAdmin />,
        children: [
          {
            path: 'propertyDetails/:route/:id',
            element: <PropertyDetails />,
            handle: detailsScreen,
          },
          {
            path: 'search/PropertyDetails/:route/:id',
            element: <PropertyDetails />,
            handle: detailsScreen,
          },
        ],
      },
      {
        element: <RequireUser />,
        children: [
          { path: 'savedProperty/:userId', element: <SavedProperty /> },
          { path: 'ownerDashboard', element: <OwnerDashboard />, handle: ownerScreen },
          { path: 'addProperty', element: <AddProperty />, handle: ownerScreen },
          { path: 'propertyImgForm', element: <PropertyImgForm />, handle: ownerScreen },
          { path: 'editPropertyImgForm', element: <EditPropertyImgForm />, handle: ownerScreen },
          { path: 'editProperty', element: <EditProperty />, handle: ownerScreen },
        ],
      },
      {
        element: <RequireAdmin />,
        handle: adminScreen,
        children: [
          { path: 'adminDashboard', element: <AdminDashboard /> },
          { path: 'ownerProperty/:ownerId', element: <OwnerProperty /> },
        ],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
