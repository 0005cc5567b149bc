import { Button, FormGroup, Intent, Radio, RadioGroup, Spinner } from '@blueprintjs/core';
import { PlusIcon } from '@blueprintjs/icons';
import { lazy, Suspense, useState } from 'react';
import { PluginDialog } from '../../../../web/src/plugins/PluginDialog.tsx';
import { aportesA, webDialogs } from '../../../../web/src/plugins/registry.ts';
import { Puede, usePuede } from '../../../../web/src/session/Puede.tsx';
import { VINCULOS_DE_TAREA } from '../../../crm/shared/vinculos.ts';

/** Who receives the quotation: a client or a prospect (spec 03 §3: clienteId or prospectoId). */
export type TipoDestinatario = 'cliente' | 'prospecto';

/**
 * The searches the clients and prospects plugins lend for choosing one of their records (their
 * entries of crm's VINCULOS_DE_TAREA: 3 letters, 500 ms, 'Cargando...', 'Sin resultados'), so this
 * plugin neither imports nor copies them.
 */
const vinculo = (entidad: string) => aportesA(VINCULOS_DE_TAREA).find((v) => v.entidad === entidad);
const BUSCADORES = {
  cliente: { vinculo: vinculo('clientes'), etiqueta: 'Cliente' },
  prospecto: { vinculo: vinculo('prospectos'), etiqueta: 'Prospecto' },
} as const;
const COMPONENTES = {
  cliente: BUSCADORES.cliente.vinculo ? lazy(BUSCADORES.cliente.vinculo.load) : null,
  prospecto: BUSCADORES.prospecto.vinculo ? lazy(BUSCADORES.prospecto.vinculo.load) : null,
};

/** The clients plugin's capture form as a dialog: a new client, chosen once saved (spec 03 §6). */
const CAPTURA_CLIENTE = 'clientes.captura';
const hayCaptura = webDialogs.has(CAPTURA_CLIENTE);

interface DestinatarioCampoProps {
  id: string;
  tipo: TipoDestinatario;
  destinatarioId: number | null;
  onChange: (tipo: TipoDestinatario, id: number | null) => void;
  error?: string;
}

export function DestinatarioCampo({ id, tipo, destinatarioId, onChange, error }: DestinatarioCampoProps) {
  const puedeCliente = usePuede(BUSCADORES.cliente.vinculo?.permiso ?? 'CLIENTES_R');
  const puedeProspecto = usePuede(BUSCADORES.prospecto.vinculo?.permiso ?? 'PROSPECTOS_R');
  const disponibles = { cliente: puedeCliente && COMPONENTES.cliente !== null, prospecto: puedeProspecto && COMPONENTES.prospecto !== null };
  const Buscador = disponibles[tipo] ? COMPONENTES[tipo] : null;
  const [capturando, setCapturando] = useState(false);
  return (
    <>
      {disponibles.cliente && disponibles.prospecto && (
        <RadioGroup label="Destinatario" inline selectedValue={tipo} onChange={(e) => onChange(e.currentTarget.value as TipoDestinatario, null)}>
          <Radio label="Cliente" value="cliente" />
          <Radio label="Prospecto" value="prospecto" />
        </RadioGroup>
      )}
      <FormGroup label={BUSCADORES[tipo].etiqueta} labelFor={id} intent={error ? Intent.DANGER : Intent.NONE} helperText={error && <span id={`${id}-help`}>{error}</span>}>
        {Buscador && (
          <div className="cartera-buscador-con-boton">
            <Suspense fallback={<Spinner aria-label="Cargando" size={20} />}>
              <Buscador id={destinatarioId} onChange={(elegido) => onChange(tipo, elegido)} inputId={id} />
            </Suspense>
            {tipo === 'cliente' && hayCaptura && (
              <Puede permiso="CLIENTES_W">
                <Button icon={<PlusIcon />} aria-label="Nuevo cliente" title="Nuevo cliente" onClick={() => setCapturando(true)} />
              </Puede>
            )}
          </div>
        )}
      </FormGroup>
      {hayCaptura && (
        <PluginDialog<{ id: number }>
          id={CAPTURA_CLIENTE}
          isOpen={capturando}
          onClose={() => setCapturando(false)}
          onDone={(cliente) => {
            setCapturando(false);
            onChange('cliente', cliente.id);
          }}
        />
      )}
    </>
  );
}
