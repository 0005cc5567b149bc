import { Navbar, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { Logo } from './Logo.tsx';

export function TopBar() {
  return (
    <Navbar className="cartera-topbar">
      <NavbarGroup align="left">
        <NavbarHeading>
          <Link to="/" className="cartera-home-link" aria-label="Cartera, ir al inicio">
            <Logo />
          </Link>
        </NavbarHeading>
      </NavbarGroup>
    </Navbar>
  );
}
