import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RootLayout } from './layout/root-layout';
import { GuestOnlyRoute, ProtectedRoute } from './route-guards';
import { AppShell, screens } from './screens';

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
          <Route path={paths.login.path} element={<screens.login.Component />} />
          <Route path={paths.register.path} element={<screens.register.Component />} />
          <Route path={paths.forgotPassword.path} element={<screens.forgotPassword.Component />} />
        </Route>
        <Route element={<ProtectedRoute />}>
          <Route element={<AppShell />}>
            <Route path={paths.home.path} element={<screens.home.Component />} />
            <Route path={paths.books.path} element={<screens.books.Component />} />
            <Route path={paths.novelDetail.path} element={<screens.novelDetail.Component />} />
            <Route path={paths.reader.path} element={<screens.reader.Component />} />
            <Route path={paths.search.path} element={<screens.search.Component />} />
            <Route path={paths.tasks.path} element={<screens.tasks.Component />} />
            <Route path={paths.favorites.path} element={<screens.favorites.Component />} />
            <Route path={paths.accountDetails.path} element={<screens.accountDetails.Component />} />
            <Route path={paths.settings.path} element={<screens.settings.Component />} />
            <Route path={paths.withdraw.path} element={<screens.withdraw.Component />} />
            <Route path={paths.stats.path} element={<screens.stats.Component />} />
          </Route>
        </Route>
        <Route path="*" element={<Navigate to={paths.home.getHref()} replace />} />
      </Route>
    </Routes>
  );
}
