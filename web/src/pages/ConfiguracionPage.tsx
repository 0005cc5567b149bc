import { Card } from '@blueprintjs/core';
import { CalendarIcon, ChartIcon, CreditCardIcon, EnvelopeIcon, KeyIcon, OfficeIcon, PeopleIcon, SettingsIcon, UserIcon } from '@blueprintjs/icons';
import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { hasRoute } from '../plugins/registry.ts';
import { allows, useSessionAbility, type Permiso } from '../session/hooks.ts';
import { PageHeader } from '../ui/PageHeader.tsx';

interface Opcion {
  label: string;
  path: string;
  descripcion: string;
  icon: ReactElement;
  permiso?: Permiso;
}

/** The settings menu of spec 01 §2, gated as §6 says. Mi Cuenta is open to all. */
const OPCIONES: Opcion[] = [
  { label: 'Mi Cuenta', path: '/configuracion/mi-cuenta', descripcion: 'Tus datos y tu contraseña', icon: <UserIcon size={20} /> },
  { label: 'Empresa', path: '/configuracion/empresa', descripcion: 'Los datos de tu agencia', icon: <OfficeIcon size={20} />, permiso: 'EMPRESA_W' },
  { label: 'Usuarios', path: '/configuracion/usuarios', descripcion: 'Usuarios adicionales y sus privilegios', icon: <PeopleIcon size={20} />, permiso: ['USUARIOS_R', 'USUARIOS_D'] },
  { label: 'Claves de Agente', path: '/configuracion/claves', descripcion: 'Tus claves ante cada aseguradora', icon: <KeyIcon size={20} />, permiso: 'CLAVES_R' },
  { label: 'Fechas de Vencimiento', path: '/configuracion/vencimientos', descripcion: 'Días de gracia para el pago de recibos', icon: <CalendarIcon size={20} />, permiso: 'VENCIMIENTOS_W' },
  { label: 'Metas', path: '/configuracion/metas', descripcion: 'Tus metas de producción', icon: <ChartIcon size={20} />, permiso: 'METAS' },
  { label: 'Correos Electronicos', path: '/configuracion/modelos', descripcion: 'Plantillas de correo y mensajes', icon: <EnvelopeIcon size={20} />, permiso: 'CORREOS_R' },
  { label: 'Integraciones', path: '/configuracion/integraciones', descripcion: 'Conexión con otras aplicaciones', icon: <SettingsIcon size={20} />, permiso: 'INTEGRACIONES' },
  { label: 'Facturacion', path: '/configuracion/mi-plan', descripcion: 'Tu plan y tu facturación', icon: <CreditCardIcon size={20} />, permiso: 'FACTURACION' },
];

/** /configuracion: links to the settings pages the user may open, of those installed. */
export default function ConfiguracionPage() {
  const ability = useSessionAbility();
  const opciones = OPCIONES.filter((opcion) => hasRoute(opcion.path) && allows(ability, opcion.permiso));
  return (
    <div className="cartera-configuracion">
      <PageHeader title="Configuración" />
      <ul className="cartera-card-grid">
        {opciones.map((opcion) => (
          <li key={opcion.path}>
            <Link to={opcion.path} className="cartera-link-card">
              <Card interactive className="cartera-link-card-body">
                <span className="cartera-link-card-icon">{opcion.icon}</span>
                <span className="cartera-link-card-title">{opcion.label}</span>
                <span className="cartera-link-card-group">{opcion.descripcion}</span>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
