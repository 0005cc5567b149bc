import { Button, Card, Checkbox, H2, Intent } from '@blueprintjs/core';
import { FloppyDiskIcon, TrashIcon } from '@blueprintjs/icons';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Puede, usePuede } from '../../../../web/src/session/Puede.tsx';
import { ConfirmDialog } from '../../../../web/src/ui/ConfirmDialog.tsx';
import { SelectField, TextField, useSchemaForm } from '../../../../web/src/ui/forms.tsx';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import type { Aseguradora } from '../../../catalogos/shared/aseguradoras.ts';
import { claveSchema, MENSAJES_CLAVES, type ClaveAgente, type ClaveAgenteDatos, type ClaveGuardada } from '../../shared/claves.ts';
import { useEliminarClaveAgenteMutation, useGuardarClaveAgenteMutation } from '../claves.api.ts';
import { ClavePortal } from './ClavePortal.tsx';
import { ClaveRamos } from './ClaveRamos.tsx';
import { valoresDeClave, type ValoresClave } from './ClaveValores.ts';
import { AvisoDeRechazo } from '../../../../web/src/ui/AvisoDeRechazo.tsx';
import { useGuardado } from '../../../../web/src/ui/useGuardado.ts';

interface ClavePanelProps {
  /** The saved key, or null for a new panel (spec 02 §4: without an id it creates, with one it updates). */
  clave: ClaveAgente | null;
  /** The insurers a new key may name (GET /aseguradoras/registradas). */
  aseguradoras: Aseguradora[];
  onGuardada: (clave: ClaveGuardada) => void;
  /** The panel leaves the page: a new one discarded, or a saved one deleted. */
  onQuitada: () => void;
}

/** One agent key as a panel of /configuracion/claves (spec 02 §2.10, §5). */
export function ClavePanel({ clave, aseguradoras, onGuardada, onQuitada }: ClavePanelProps) {
  const puedeEscribir = usePuede('CLAVES_W');
  const [guardada, setGuardada] = useState(clave);
  const [sincronizacion, setSincronizacion] = useState(clave?.sincronizacion ?? false);
  const { rechazo, intentar } = useGuardado();
  const [confirmando, setConfirmando] = useState(false);
  const [guardar, { isLoading: guardando }] = useGuardarClaveAgenteMutation();
  const [eliminar, { isLoading: eliminando }] = useEliminarClaveAgenteMutation();
  const passwordGuardado = guardada?.portalPasswordGuardado ?? false;
  const schema = useMemo(() => claveSchema({ sincronizacion, passwordGuardado }), [sincronizacion, passwordGuardado]);
  const form = useSchemaForm<ValoresClave, ClaveAgenteDatos>(schema, () => valoresDeClave(clave));

  const aseguradora = guardada?.aseguradora ?? aseguradoras.find((a) => a.id === Number(form.values.aseguradoraId));
  const opciones = guardada && !aseguradoras.some((a) => a.id === guardada.aseguradora.id) ? [guardada.aseguradora, ...aseguradoras] : aseguradoras;

  const submit = form.handleSubmit((datos) =>
    intentar(async () => {
      const { body, message } = await guardar({ ...datos, sincronizacion, id: guardada?.id ?? null }).unwrap();
      setGuardada(body);
      form.set('portalPassword', '');
      showToast(message || MENSAJES_CLAVES.guardada, Intent.SUCCESS);
      onGuardada(body);
    }, 'Error al guardar la clave de agente'),
  );

  async function eliminarGuardada(id: number) {
    // Spec 02 §8: a failed deletion shows the server's message in the panel.
    await intentar(async () => {
      const { message } = await eliminar(id).unwrap();
      showToast(message || MENSAJES_CLAVES.eliminada, Intent.SUCCESS);
      onQuitada();
    }, 'Error al eliminar la clave de agente');
    setConfirmando(false);
  }

  const titulo = aseguradora ? `${aseguradora.abreviacion} - ${aseguradora.aseguradora}` : 'Nueva clave de agente';
  return (
    <Card className="cartera-clave-panel" data-clave={guardada?.clave ?? 'nueva'}>
      <form onSubmit={submit} noValidate aria-label={guardada ? `Clave ${guardada.clave} de ${guardada.aseguradora.abreviacion}` : 'Nueva clave de agente'}>
        <H2 className="cartera-form-section-title">{titulo}</H2>
        <AvisoDeRechazo mensaje={rechazo} />
        <fieldset disabled={!puedeEscribir} className="cartera-clave-campos">
          <div className="cartera-form-row">
            <SelectField
              form={form}
              name="aseguradoraId"
              label="Aseguradora"
              disabled={guardada !== null}
              autoFocus={clave === null}
              onChange={(event) => {
                if (!aseguradoras.find((a) => a.id === Number(event.currentTarget.value))?.rpa) setSincronizacion(false);
              }}
              opciones={opciones.map((a) => ({ label: `${a.abreviacion} - ${a.aseguradora}`, value: String(a.id) }))}
              vacia="Selecciona una aseguradora"
            />
            <TextField
              form={form}
              name="clave"
              label="Clave"
              readOnly={guardada !== null}
              helperText={guardada ? 'La clave no se puede modificar una vez guardada' : undefined}
              autoComplete="off"
            />
          </div>
          <ClaveRamos form={form} />
          <ClavePortal form={form} rpa={aseguradora?.rpa ?? false} sincronizacion={sincronizacion} onSincronizacion={setSincronizacion} passwordGuardado={passwordGuardado} />
          <Checkbox
            name="terminos"
            className="cartera-clave-terminos"
            checked={form.values.terminos}
            onChange={(event) => form.set('terminos', event.currentTarget.checked)}
            labelElement={
              <>
                Acepto los{' '}
                <Link to="/terminos-condiciones" target="_blank">
                  términos y condiciones
                </Link>
              </>
            }
          />
        </fieldset>
        <Puede permiso="CLAVES_W">
          <div className="cartera-form-actions">
            <Button intent={Intent.DANGER} variant="outlined" icon={<TrashIcon />} text="Eliminar" onClick={() => (guardada ? setConfirmando(true) : onQuitada())} />
            <Button type="submit" intent={Intent.PRIMARY} icon={<FloppyDiskIcon />} text="Guardar" disabled={!form.values.terminos} loading={guardando} />
          </div>
        </Puede>
      </form>
      <ConfirmDialog
        isOpen={confirmando}
        message={`¿Deseas eliminar la clave ${guardada?.clave ?? ''}? Esta acción es irreversible.`}
        onConfirm={() => guardada && void eliminarGuardada(guardada.id)}
        onCancel={() => setConfirmando(false)}
        loading={eliminando}
      />
    </Card>
  );
}
