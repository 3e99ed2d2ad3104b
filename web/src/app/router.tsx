import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RootLayout } from './layout/root-layout';
import { GuestOnlyRoute, ProtectedRoute } from './route-guards';

// Every screen is its own chunk: opening /login loads the login screen and nothing else.
const LoginPage = lazy(() => import('@/features/auth/login-page'));
const RegisterPage = lazy(() => import('@/features/auth/register-page'));
const ForgotPasswordPage = lazy(() => import('@/features/auth/forgot-password-page'));
const SettingsPage = lazy(() => import('@/features/auth/settings-page'));

const AppShell = lazy(() => import('./layout/app-shell'));
const HomePage = lazy(() => import('@/features/home/home-page'));
const BookListPage = lazy(() => import('@/features/books/book-list-page'));
const NovelDetailPage = lazy(() => import('@/features/novel/novel-detail-page'));
const ReaderPage = lazy(() => import('@/features/reader/reader-page'));
const SearchPage = lazy(() => import('@/features/search/search-page'));
const TasksPage = lazy(() => import('@/features/tasks/tasks-page'));
const FavoritesPage = lazy(() => import('@/features/favorites/favorites-page'));
const AccountDetailsPage = lazy(() => import('@/features/account/account-details-page'));
const WithdrawPage = lazy(() => import('@/features/withdraw/withdraw-page'));
// recharts comes with this screen only.
const StatsPage = lazy(() => import('@/features/stats/stats-page'));

/**
 * All routes of spec section 2. Declarative routing (<BrowserRouter> + <Routes>) on purpose: the
 * data-router APIs (loaders, actions, useBlocker) would add about 17 KB gzipped to every route,
 * login included, and the app fetches through Apollo instead.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route element={<GuestOnlyRoute />}>
          <Route path={paths.login.path} element={<LoginPage />} />
          <Route path={paths.register.path} element={<RegisterPage />} />
          <Route path={paths.forgotPassword.path} element={<ForgotPasswordPage />} />
        </Route>
        <Route element={<ProtectedRoute />}>
          <Route element={<AppShell />}>
            <Route path={paths.home.path} element={<HomePage />} />
            <Route path={paths.books.path} element={<BookListPage />} />
            <Route path={paths.novelDetail.path} element={<NovelDetailPage />} />
            <Route path={paths.reader.path} element={<ReaderPage />} />
            <Route path={paths.search.path} element={<SearchPage />} />
            <Route path={paths.tasks.path} element={<TasksPage />} />
            <Route path={paths.favorites.path} element={<FavoritesPage />} />
            <Route path={paths.accountDetails.path} element={<AccountDetailsPage />} />
            <Route path={paths.settings.path} element={<SettingsPage />} />
            <Route path={paths.withdraw.path} element={<WithdrawPage />} />
            <Route path={paths.stats.path} element={<StatsPage />} />
          </Route>
        </Route>
        <Route path="*" element={<Navigate to={paths.home.getHref()} replace />} />
      </Route>
    </Routes>
  );
}
