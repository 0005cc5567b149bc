import { useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../session/hooks.ts';
import { showsNavigation } from '../session/sessionSlice.ts';
import { Marco } from './Marco.tsx';
import { Navigation } from './Navigation.tsx';
import { SignedInActions } from './SignedInActions.tsx';
import { useMediaQuery, WIDE_QUERY } from './useMediaQuery.ts';

/**
 * The signed-in shell's frame, drawn with its user actions and navigation (in the shell's chunk, so
 * they appear with the page): for a user with the side navigation, a column from 1024 px (open by
 * default there) or a drawer below; the page of the route inside.
 */
export function Layout() {
  const { pathname } = useLocation();
  const session = useSession();
  const withNav = showsNavigation(session);
  const wide = useMediaQuery(WIDE_QUERY);
  const [navOpen, setNavOpen] = useState(wide);
  const [visto, setVisto] = useState({ wide, pathname });
  // Adjusted while drawing, not in an effect (no frame with the old state): crossing the breakpoint
  // resets the navigation to that width's default; on a narrow screen the drawer closes once an entry is chosen.
  if (visto.wide !== wide || visto.pathname !== pathname) {
    setVisto({ wide, pathname });
    if (visto.wide !== wide) setNavOpen(wide);
    else if (!wide) setNavOpen(false);
  }

  const nav = withNav
    ? {
        open: navOpen,
        toggle: () => setNavOpen((open) => !open),
        ancho: wide,
        lateral: <Navigation wide={wide} open={navOpen} onClose={() => setNavOpen(false)} />,
      }
    : undefined;
  return (
    <Marco acciones={session.status === 'signedIn' ? <SignedInActions /> : undefined} nav={nav}>
      <Outlet />
    </Marco>
  );
}
