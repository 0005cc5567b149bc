import { Button, Navbar, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { MenuIcon } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { Logo } from './Logo.tsx';

interface TopBarProps {
  /** A signed-in user's actions; without them, 'Planes' and 'Iniciar sesión'. */
  acciones?: ReactNode;
  /** Present when the user has the side navigation. */
  nav?: { open: boolean; toggle: () => void };
}

export function TopBar({ acciones, nav }: TopBarProps) {
  const { pathname } = useLocation();
  return (
    <Navbar className="cartera-topbar" role="banner">
      <NavbarGroup align="left">
        {nav && (
          <Button
            variant="minimal"
            icon={<MenuIcon />}
            aria-label={nav.open ? 'Ocultar menú' : 'Mostrar menú'}
            aria-expanded={nav.open}
            aria-controls="cartera-sidenav"
            onClick={nav.toggle}
            className="cartera-nav-toggle"
          />
        )}
        <NavbarHeading>
          <Link to="/" className="cartera-home-link" aria-label="Cartera, ir al inicio">
            <Logo />
          </Link>
        </NavbarHeading>
      </NavbarGroup>
      <NavbarGroup align="right" className="cartera-topbar-actions">
        {acciones ?? (
          <>
            {pathname !== '/planes' && (
              <Link to="/planes" className="cartera-topbar-link">
                Planes
              </Link>
            )}
            {pathname !== '/login' && (
              <ButtonLink to="/login" intent="primary">
                Iniciar sesión
              </ButtonLink>
            )}
          </>
        )}
      </NavbarGroup>
    </Navbar>
  );
}
