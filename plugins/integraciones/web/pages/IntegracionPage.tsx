import { Button, Callout, Card, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { FloppyDiskIcon, TrashIcon } from '@blueprintjs/icons';
import { useId, useState, type FormEvent } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import type { FieldErrors } from '../../../../core/shared/validation.ts';
import { AvisoDeRechazo } from '../../../../web/src/ui/AvisoDeRechazo.tsx';
import { ConfirmDialog } from '../../../../web/src/ui/ConfirmDialog.tsx';
import { SettingsPage } from '../../../../web/src/ui/SettingsPage.tsx';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import { mensajeDeFallo } from '../../../../web/src/ui/mensajes.ts';
import { DIAS_RENOVACION_PREDETERMINADOS, PARAMETROS_TODOIST, validarTodoist, type ParametroIntegracion } from '../../shared/integraciones.ts';
import { MENSAJES_INTEGRACIONES } from '../../shared/mensajes.ts';
import { mensajeDeTodoist } from '../mensajeDeTodoist.ts';
import { useEliminarIntegracionMutation, useGuardarIntegracionMutation, useParametrosIntegracionQuery } from '../api.ts';

/** /configuracion/integraciones/{app} (spec 01 §2): Todoist's instructions, the token (masked once saved) and the renewal days. */
export default function IntegracionPage() {
  const { app } = useParams();
  const result = useParametrosIntegracionQuery('TODOIST', { refetchOnMountOrArgChange: true, skip: app !== 'todoist' });
  if (app !== 'todoist') return <Navigate to="/404" replace />;
  const cargado = { ...result, error: result.error ? { message: MENSAJES_INTEGRACIONES.errorParametros } : undefined };
  return (
    <SettingsPage title="Todoist" result={cargado}>
      {(data) => <TodoistForm parametros={data.parametros} />}
    </SettingsPage>
  );
}

function TodoistForm({ parametros }: { parametros: ParametroIntegracion[] }) {
  const id = useId();
  const guardado = parametros.find((p) => p.parametro === PARAMETROS_TODOIST.token)?.valor ?? null;
  const [token, setToken] = useState('');
  const [dias, setDias] = useState(parametros.find((p) => p.parametro === PARAMETROS_TODOIST.diasRenovacion)?.valor ?? String(DIAS_RENOVACION_PREDETERMINADOS));
  const [errores, setErrores] = useState<FieldErrors>({});
  const [rechazo, setRechazo] = useState<string | null>(null);
  const [confirmar, setConfirmar] = useState(false);
  const [guardar, { isLoading }] = useGuardarIntegracionMutation();
  const [eliminar, { isLoading: eliminando }] = useEliminarIntegracionMutation();

  async function enviar(event: FormEvent) {
    event.preventDefault();
    const datos: ParametroIntegracion[] = [
      { parametro: PARAMETROS_TODOIST.token, valor: token, sensible: true },
      { parametro: PARAMETROS_TODOIST.diasRenovacion, valor: dias, sensible: false },
    ];
    const validado = validarTodoist(datos, guardado !== null);
    setErrores(validado.ok ? {} : validado.errors);
    setRechazo(null);
    if (!validado.ok) return;
    try {
      const { message } = await guardar({ aplicacion: 'TODOIST', parametros: datos }).unwrap();
      showToast(message || MENSAJES_INTEGRACIONES.guardado, Intent.SUCCESS);
      setToken('');
    } catch (fallo) {
      // What the user typed stays in the fields; Todoist's refusal shows under the token.
      const mensaje = mensajeDeTodoist(fallo);
      setRechazo(mensaje);
      if (mensaje === MENSAJES_INTEGRACIONES.tokenInvalido) setErrores({ token: mensaje });
    }
  }

  async function quitar() {
    try {
      const { message } = await eliminar('TODOIST').unwrap();
      showToast(message || MENSAJES_INTEGRACIONES.eliminado, Intent.SUCCESS);
    } catch (fallo) {
      showToast(mensajeDeFallo(fallo, 'Error al eliminar'), Intent.DANGER);
    }
    setConfirmar(false);
  }

  return (
    <form onSubmit={(e) => void enviar(e)} noValidate aria-label="Todoist">
      <Card className="cartera-form-card">
        <Callout intent={Intent.PRIMARY} compact className="cartera-form-banner" title="¿Dónde encuentro mi token?">
          En Todoist abre Configuración › Integraciones › Desarrollador y copia tu «Token de API». Pégalo aquí: Cartera lo guarda cifrado y lo usa para crear tareas de tus
          renovaciones y de los vencimientos de tus recibos, y para cerrarlas desde la póliza o la bitácora.
        </Callout>
        <AvisoDeRechazo mensaje={rechazo} />
        {guardado && (
          <p data-token-guardado>
            Token guardado: <code>{guardado}</code>
          </p>
        )}
        <FormGroup
          label={guardado ? 'Nuevo token' : 'Token'}
          labelFor={`${id}-token`}
          labelInfo={guardado ? '(déjalo vacío para conservar el guardado)' : '(requerido)'}
          intent={errores.token ? Intent.DANGER : Intent.NONE}
          helperText={errores.token}
        >
          <InputGroup
            id={`${id}-token`}
            name="token"
            type="password"
            autoComplete="off"
            autoFocus
            value={token}
            intent={errores.token ? Intent.DANGER : Intent.NONE}
            onValueChange={setToken}
          />
        </FormGroup>
        <FormGroup
          label="Días antes del fin de vigencia para la tarea de renovación"
          labelFor={`${id}-dias`}
          intent={errores.diasRenovacion ? Intent.DANGER : Intent.NONE}
          helperText={errores.diasRenovacion}
        >
          <InputGroup id={`${id}-dias`} name="diasRenovacion" inputMode="numeric" maxLength={3} value={dias} onValueChange={(v) => setDias(v.replace(/\D/g, ''))} />
        </FormGroup>
      </Card>
      <div className="cartera-form-actions">
        {guardado && <Button icon={<TrashIcon />} intent={Intent.DANGER} variant="outlined" text="Quitar integración" onClick={() => setConfirmar(true)} />}
        <Button type="submit" intent={Intent.PRIMARY} icon={<FloppyDiskIcon />} text="Guardar" loading={isLoading} />
      </div>
      <ConfirmDialog isOpen={confirmar} message="¿Deseas eliminar el registro?" onConfirm={() => void quitar()} onCancel={() => setConfirmar(false)} loading={eliminando} />
    </form>
  );
}
