// The signed-in part of the console: who is signed in, the hotel picker when the account works at
// several hotels, the console's own navigation and sign-out around the page. Not signed in (or a
// kept token the server refused), it sends the staff to sign in and back here afterwards.
import { useEffect } from 'react';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { Button, observer, SelectField, Spinner, useStores, useTranslation } from '@noren/core/ui';
import { useConsoleTo, useStaff } from './hooks.ts';
import { keptSearch, PATHS, searchForHotel } from './paths.ts';
import { KioskNavLink } from './KioskNavLink.tsx';

/** A brand manager's screens (issue #15); their link texts come with the contract screens' namespace. */
function ManagerLinks() {
  const { t, ready } = useTranslation('staffContracts', { useSuspense: false });
  const to = useConsoleTo();
  if (!ready) return null;
  return (
    <>
      <NavLink to={to(PATHS.contracts)}>{t('nav.contracts')}</NavLink>
      <NavLink to={to(PATHS.audit)}>{t('nav.audit')}</NavLink>
    </>
  );
}

export const ConsoleLayout = observer(function ConsoleLayout() {
  const root = useStores();
  const staff = useStaff();
  const { t } = useTranslation('admin');
  const { t: tp } = useTranslation('staffPayLinks');
  const location = useLocation();
  const navigate = useNavigate();
  const to = useConsoleTo();
  useEffect(() => {
    void staff.restore();
  }, [staff]);

  if (!staff.restored && !staff.signedIn) return <Spinner />;
  if (!staff.signedIn) return <Navigate replace to={{ pathname: PATHS.signIn, search: keptSearch(location.search) }} state={{ from: location.pathname }} />;

  const current = root.session.hotelCode ?? '';
  const hotels = staff.hotels;
  const signOut = async () => {
    await staff.signOut();
    void navigate({ pathname: PATHS.signIn, search: keptSearch(location.search) }, { replace: true });
  };
  // Another hotel is another page load: the shell's name, colours and time zone are the hotel's.
  const pickHotel = (code: string) => root.env.navigate(`${import.meta.env.BASE_URL.replace(/\/$/, '')}${PATHS.reservations}${searchForHotel(location.search, code)}`);

  return (
    <div className="admin-console">
      <div className="admin-bar">
        <nav aria-label={t('nav.label')} className="admin-nav">
          <NavLink to={to(PATHS.reservations)} end={false}>
            {t('nav.reservations')}
          </NavLink>
          <NavLink to={to(PATHS.outbox)}>{t('nav.outbox')}</NavLink>
          {staff.staff?.role === 'manager' && <ManagerLinks />}
          <NavLink to={to(PATHS.payLinks)}>{tp('nav')}</NavLink>
          <KioskNavLink />
        </nav>
        {hotels.length > 1 && (
          <SelectField
            className="admin-hotel-picker"
            label={t('nav.hotel')}
            value={hotels.some((h) => h.code === current) ? current : ''}
            options={[...(hotels.some((h) => h.code === current) ? [] : [{ value: '', label: t('nav.pickHotel') }]), ...hotels.map((h) => ({ value: h.code, label: h.name }))]}
            onChange={(code) => code && pickHotel(code)}
          />
        )}
        <div className="admin-account">
          <span>{t('nav.signedInAs', { name: staff.staff?.name, email: staff.staff?.email })}</span>
          <Button variant="secondary" onClick={() => void signOut()}>
            {t('nav.signOut')}
          </Button>
        </div>
      </div>
      <Outlet />
    </div>
  );
});
