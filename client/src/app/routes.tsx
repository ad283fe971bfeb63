import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { WithApiClient } from './api-client';
import { AuthLayout } from './layout/AuthLayout';
import { MainLayout } from './layout/MainLayout';
import { RequireAuth } from './layout/RequireAuth';
import { RootLayout } from './layout/RootLayout';
import { HomePage } from '../features/home/HomePage';
import { NotFoundPage } from './NotFoundPage';
import { useSession, useSignOut } from './session';

// Every page but the home page loads with its route, so the first visit downloads only the page it shows. The home
// page is most visitors' first screen: it comes with the entry, so its hero paints without waiting for a second request.
const SignInPage = lazy(() => import('../features/auth/SignInPage').then((m) => ({ default: m.SignInPage })));
const SignUpPage = lazy(() => import('../features/auth/SignUpPage').then((m) => ({ default: m.SignUpPage })));
const OAuthSuccessPage = lazy(() =>
  import('../features/auth/OAuthSuccessPage').then((m) => ({ default: m.OAuthSuccessPage })),
);
const BusinessPage = lazy(() => import('../features/business/BusinessPage').then((m) => ({ default: m.BusinessPage })));
const BusinessListingPage = lazy(() =>
  import('../features/business/BusinessListingPage').then((m) => ({ default: m.BusinessListingPage })),
);
const EditBusinessPage = lazy(() =>
  import('../features/business/EditBusinessPage').then((m) => ({ default: m.EditBusinessPage })),
);
const MyBusinesses = lazy(() => import('../features/business/MyBusinesses').then((m) => ({ default: m.MyBusinesses })));
const ReviewReportsLink = lazy(() =>
  import('../features/business/ReviewReportsLink').then((m) => ({ default: m.ReviewReportsLink })),
);
const ReviewReportsPage = lazy(() =>
  import('../features/business/ReviewReportsPage').then((m) => ({ default: m.ReviewReportsPage })),
);
const DestinationPage = lazy(() =>
  import('../features/destinations/DestinationPage').then((m) => ({ default: m.DestinationPage })),
);
const DashboardPage = lazy(() => import('../features/trips/DashboardPage').then((m) => ({ default: m.DashboardPage })));
const PremiumPage = lazy(() => import('../features/premium/PremiumPage').then((m) => ({ default: m.PremiumPage })));
const AccountPage = lazy(() => import('../features/account/AccountPage').then((m) => ({ default: m.AccountPage })));
const PlannerPage = lazy(() => import('../features/planner/PlannerPage').then((m) => ({ default: m.PlannerPage })));
const SavedPlanPage = lazy(() =>
  import('../features/planner/SavedPlanPage').then((m) => ({ default: m.SavedPlanPage })),
);
const SharedPlanPage = lazy(() =>
  import('../features/planner/share/SharedPlanPage').then((m) => ({ default: m.SharedPlanPage })),
);
const CreateTripPage = lazy(() =>
  import('../features/trips/CreateTripPage').then((m) => ({ default: m.CreateTripPage })),
);
const HelpPage = lazy(() => import('../features/help/HelpPage').then((m) => ({ default: m.HelpPage })));
const AttributionPage = lazy(() =>
  import('../features/attribution/AttributionPage').then((m) => ({ default: m.AttributionPage })),
);
const FeedbackPage = lazy(() => import('../features/feedback/FeedbackPage').then((m) => ({ default: m.FeedbackPage })));

// Features do not know about the session store; the app hands them what they need.
function HomeRoute() {
  const { isAuthenticated } = useSession();
  return <HomePage signedIn={isAuthenticated} />;
}

function SignInRoute() {
  const { login } = useSession();
  return <SignInPage onSignedIn={login} />;
}

function SignUpRoute() {
  const { login } = useSession();
  return <SignUpPage onSignedIn={login} />;
}

function AccountRoute() {
  const { token, user, login } = useSession();
  const signOut = useSignOut();
  return <AccountPage session={{ token, user, login, signOut }} />;
}

/** The dashboard with the business directory's section of the account's own listings. */
function DashboardRoute() {
  return (
    <DashboardPage>
      <Suspense fallback={null}>
        <MyBusinesses />
        <ReviewReportsLink />
      </Suspense>
    </DashboardPage>
  );
}

function BusinessRoute() {
  const { token } = useSession();
  return <BusinessPage token={token} />;
}

function EditBusinessRoute() {
  const { isAuthenticated, token } = useSession();
  return <EditBusinessPage signedIn={isAuthenticated} token={token} />;
}

function SavedPlanRoute() {
  const { token } = useSession();
  return <SavedPlanPage token={token} />;
}

function OAuthSuccessRoute() {
  const { login } = useSession();
  return <OAuthSuccessPage signIn={login} />;
}

/** The route table of spec §2. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <MainLayout />,
        children: [
          { index: true, element: <HomeRoute /> },
          { path: 'destinations/:slug', element: <DestinationPage /> },
          // Open by decision: help is useful before signing up.
          { path: 'help', element: <HelpPage /> },
          { path: 'attribution', element: <AttributionPage /> },
          {
            // Pages that call the API; the home page, the guides and help do not, so Apollo stays off their routes.
            element: <WithApiClient />,
            children: [
              { path: 'business', element: <BusinessRoute /> },
              // One listing, open to all: the guides and plans link to it.
              { path: 'business/:id', element: <BusinessListingPage /> },
              // Open: a management code's holder may be signed out; the page says when the viewer may not edit.
              { path: 'business/:id/edit', element: <EditBusinessRoute /> },
              { path: 'feedback', element: <FeedbackPage /> },
              // A plan's share link opens signed out: anyone holding it may read the plan.
              { path: 'shared/:token', element: <SharedPlanPage /> },
              {
                element: <RequireAuth />,
                children: [
                  { path: 'dashboard', element: <DashboardRoute /> },
                  { path: 'features', element: <PremiumPage /> },
                  { path: 'account', element: <AccountRoute /> },
                  { path: 'planner', element: <PlannerPage /> },
                  { path: 'plans/:id', element: <SavedPlanRoute /> },
                  { path: 'create-trip', element: <CreateTripPage /> },
                  // Admins only (ADMIN_EMAILS): the server refuses anyone else, and the page says so.
                  { path: 'admin/reports', element: <ReviewReportsPage /> },
                ],
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: 'auth',
        element: <AuthLayout />,
        children: [
          { index: true, element: <Navigate to="signin" replace /> },
          {
            element: <WithApiClient />,
            children: [
              { path: 'signin', element: <SignInRoute /> },
              { path: 'signup', element: <SignUpRoute /> },
            ],
          },
        ],
      },
      // The sign-in's one-time code is exchanged through the API.
      { element: <WithApiClient />, children: [{ path: 'oauth-success', element: <OAuthSuccessRoute /> }] },
    ],
  },
];
