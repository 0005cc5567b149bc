import { Drawer } from '@blueprintjs/core';
import { SideNav } from './SideNav.tsx';

interface NavigationProps {
  wide: boolean;
  open: boolean;
  onClose: () => void;
}

/**
 * The side navigation's two forms: a column beside the page from 1024 px, a drawer over it below.
 * Its own chunk: visitors never load it.
 */
export function Navigation({ wide, open, onClose }: NavigationProps) {
  if (wide) {
    return open ? (
      <aside id="cartera-sidenav" className="cartera-sidenav-column">
        <SideNav />
      </aside>
    ) : null;
  }
  return (
    <Drawer isOpen={open} onClose={onClose} position="left" size="280px" title="Menú" className="cartera-sidenav-drawer">
      <div id="cartera-sidenav">
        <SideNav />
      </div>
    </Drawer>
  );
}
