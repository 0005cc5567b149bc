import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { LogOutIcon, UserIcon } from '@blueprintjs/icons';
import { useNavigate } from 'react-router-dom';
import { useSession, useSignOut } from '../session/hooks.ts';

function initialsOf(nombres: string, apPat: string): string {
  const first = nombres.trim()[0] ?? '';
  const second = apPat.trim()[0] ?? '';
  return (first + second).toUpperCase() || '?';
}

/** The avatar menu of the top bar: 'Mi perfil' and 'Salir' (spec 01 §2). */
export function UserMenu() {
  const { usuario } = useSession();
  const navigate = useNavigate();
  const signOut = useSignOut();
  if (!usuario) return null;
  const nombre = `${usuario.nombres} ${usuario.apPat}`.trim();

  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu aria-label="Menú de usuario">
          <li className="cartera-user-menu-header">
            <strong>{nombre}</strong>
            <span>{usuario.correo}</span>
          </li>
          <MenuDivider />
          <MenuItem icon={<UserIcon />} text="Mi perfil" onClick={() => navigate('/configuracion/mi-cuenta')} />
          <MenuItem icon={<LogOutIcon />} text="Salir" onClick={() => void signOut()} />
        </Menu>
      }
    >
      {/* Named by what it shows (the name) plus a hidden hint: a label unlike the visible text confuses voice control. */}
      <Button variant="minimal" className="cartera-user-button">
        <span className="cartera-avatar" aria-hidden="true">
          {initialsOf(usuario.nombres, usuario.apPat)}
        </span>
        <span className="cartera-user-name">{usuario.nombres}</span>
        <span className="cartera-solo-lectores">, menú de usuario</span>
      </Button>
    </PopoverNext>
  );
}
