import { Button, Callout, Card, Intent } from '@blueprintjs/core';
import { FloppyDiskIcon } from '@blueprintjs/icons';
import { TextField, useSchemaForm, type SchemaForm } from '../../../../web/src/ui/forms.tsx';
import { SettingsPage } from '../../../../web/src/ui/SettingsPage.tsx';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import type { Schema } from '../../../../core/shared/validation.ts';
import { MENSAJES_PARAMETROS, PARAMETROS_VENCIMIENTO, TIPO_VALOR_ENTERO, valorVencimientoRule, type ParametroVencimiento } from '../../shared/parametros.ts';
import { useGuardarParametrosMutation, useParametrosQuery } from '../api.ts';
import { mensajeDeFallo } from '../../../../web/src/ui/mensajes.ts';
import '../catalogos.css';

type Valores = Record<string, unknown>;

const campo = (parametroId: number) => `parametro${parametroId}`;

/** One field per offset, with the server's rule and message. */
const schema: Schema = Object.fromEntries(PARAMETROS_VENCIMIENTO.map((p) => [campo(p.parametroId), valorVencimientoRule(p.label)]));

/** The lines in the spec's order, each with its first-receipt and subsequent-receipts offsets. */
const RAMOS = [
  { nombre: 'Auto', ids: [1, 2] },
  { nombre: 'Salud', ids: [3, 4] },
  { nombre: 'Vida', ids: [5, 6] },
  { nombre: 'Diversos', ids: [7, 8] },
] as const;

/**
 * /configuracion/vencimientos, 'Fechas de Vencimiento' (spec 02 §2.12): the days added to a
 * receipt's start date to give its due date, per line, for the first and the subsequent receipts.
 */
export default function VencimientosPage() {
  const result = useParametrosQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <SettingsPage title="Fechas de Vencimiento" result={result}>
      {(data) => <VencimientosForm parametros={data} />}
    </SettingsPage>
  );
}

function VencimientosForm({ parametros }: { parametros: ParametroVencimiento[] }) {
  const [guardar, { isLoading }] = useGuardarParametrosMutation();
  const form = useSchemaForm<Valores, Record<string, number>>(schema, () =>
    Object.fromEntries(PARAMETROS_VENCIMIENTO.map((p) => [campo(p.parametroId), String(parametros.find((v) => v.parametroId === p.parametroId)?.valor ?? '')])),
  );

  const submit = form.handleSubmit(async (valores) => {
    try {
      const { message } = await guardar(
        PARAMETROS_VENCIMIENTO.map((p) => ({ parametroId: p.parametroId, tipoValor: TIPO_VALOR_ENTERO, valor: valores[campo(p.parametroId)] })),
      ).unwrap();
      showToast(message || MENSAJES_PARAMETROS.guardado, Intent.SUCCESS);
    } catch (e) {
      showToast(mensajeDeFallo(e, 'Error al guardar'), Intent.DANGER);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Card className="cartera-form-card">
        <Callout intent={Intent.PRIMARY} compact className="cartera-form-banner">
          Días que se suman a la fecha de inicio de cada recibo para calcular su fecha de vencimiento. Usa un número negativo para restarlos.
        </Callout>
        <div className="cartera-vencimientos">
          <span className="cartera-vencimientos-encabezado" aria-hidden="true">
            Ramo
          </span>
          <span className="cartera-vencimientos-encabezado" aria-hidden="true">
            Primer recibo
          </span>
          <span className="cartera-vencimientos-encabezado" aria-hidden="true">
            Recibos subsecuentes
          </span>
          {RAMOS.map(({ nombre, ids: [primero, subsecuente] }) => (
            <div key={nombre} role="group" aria-label={nombre} className="cartera-vencimientos-fila">
              <span className="cartera-vencimientos-ramo">{nombre}</span>
              <DiasField form={form} parametroId={primero} label={`Primer recibo (${nombre})`} />
              <DiasField form={form} parametroId={subsecuente} label={`Recibos subsecuentes (${nombre})`} />
            </div>
          ))}
        </div>
      </Card>
      <div className="cartera-form-actions">
        <Button type="submit" intent={Intent.PRIMARY} icon={<FloppyDiskIcon />} text="Guardar" loading={isLoading} />
      </div>
    </form>
  );
}

function DiasField({ form, parametroId, label }: { form: SchemaForm<Valores, Record<string, number>>; parametroId: number; label: string }) {
  return (
    <TextField
      form={form}
      name={campo(parametroId)}
      label={<span className="cartera-vencimientos-etiqueta">{label}</span>}
      inputMode="numeric"
      maxLength={4}
      autoComplete="off"
      rightElement={<span className="cartera-vencimientos-dias">días</span>}
      normalize={(value) => value.replace(/[^\d-]/g, '')}
    />
  );
}
