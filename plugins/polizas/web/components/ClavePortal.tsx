import { Switch } from '@blueprintjs/core';
import { TextField, usePasswordToggle, type SchemaForm } from '../../../../web/src/ui/forms.tsx';
import { MENSAJES_CLAVES, MINUTOS_PRIMERA_SINCRONIZACION, type ClaveAgenteDatos } from '../../shared/claves.ts';
import type { ValoresClave } from './ClaveValores.ts';

interface ClavePortalProps {
  form: SchemaForm<ValoresClave, ClaveAgenteDatos>;
  /** The insurer supports automatic sync with its portal. */
  rpa: boolean;
  sincronizacion: boolean;
  onSincronizacion: (valor: boolean) => void;
  passwordGuardado: boolean;
}

/** The sync toggle and, with it on, the portal user and password (spec 02 §5: disabled without insurer support). */
export function ClavePortal({ form, rpa, sincronizacion, onSincronizacion, passwordGuardado }: ClavePortalProps) {
  const password = usePasswordToggle();
  return (
    <div className="cartera-clave-portal">
      <Switch
        name="sincronizacion"
        label="Sincronización automática con el portal de la aseguradora"
        checked={sincronizacion}
        disabled={!rpa}
        onChange={(event) => onSincronizacion(event.currentTarget.checked)}
      />
      <p className="cartera-clave-ayuda">
        {rpa
          ? `Con tu usuario y contraseña del portal, Cartera registra tus pólizas automáticamente; la primera sincronización corre ${MINUTOS_PRIMERA_SINCRONIZACION} minutos después de guardar.`
          : MENSAJES_CLAVES.sinRpa}
      </p>
      {sincronizacion && (
        <div className="cartera-form-row">
          <TextField form={form} name="portalClave" label="Usuario del portal" autoComplete="off" />
          <TextField
            form={form}
            name="portalPassword"
            label="Contraseña del portal"
            type={password.type}
            rightElement={password.toggle}
            autoComplete="new-password"
            placeholder={passwordGuardado ? 'Guardada; escribe otra para cambiarla' : undefined}
          />
        </div>
      )}
    </div>
  );
}
