import { Button, Intent } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import { hoyEnMexico } from '../../../../core/shared/fechas.ts';
import { AvisoDeRechazo } from '../../../../web/src/ui/AvisoDeRechazo.tsx';
import { FechaField } from '../../../../web/src/ui/FechaField.tsx';
import { SelectField, TextAreaField, TextField } from '../../../../web/src/ui/forms.tsx';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import { useGuardado } from '../../../../web/src/ui/useGuardado.ts';
import { RAMO_IDS, type RamoId } from '../../../catalogos/shared/catalogos.ts';
import { cotizacionSchema, validarCotizacion, vencimientoPredeterminado } from '../../shared/cotizacion-form.ts';
import type { Cotizacion, StatusCotizacion } from '../../shared/cotizaciones.ts';
import { STATUS_INICIAL, statusOfrecidos } from '../../shared/estatus.ts';
import { MENSAJES_COTIZACIONES as M, NOMBRE_RAMO, NOMBRE_STATUS } from '../../shared/mensajes.ts';
import { useGuardarCotizacionMutation, useLazyCorreoDeDestinatarioQuery } from '../api.ts';
import { claveNueva, parteDe, sinEnter, useBorrador } from '../borrador.ts';
import { propuestaAEnviar, propuestaDeItem, propuestaVacia, type PropuestaBorrador } from '../propuestas.ts';
import { camposDeRamo } from '../ramos.ts';
import { AseguradosEditor, aseguradosIncompletos, aseguradoVacio, type AseguradoBorrador } from './AseguradosEditor.tsx';
import { DestinatarioCampo, type TipoDestinatario } from './DestinatarioCampo.tsx';
import { PropuestasEditor } from './PropuestasEditor.tsx';
import { VehiculosEditor, vehiculoVacio, type VehiculoBorrador } from './VehiculosEditor.tsx';

/** The quotation as the form holds it: the ramo as its code in text, dates and amounts as typed. */
interface CotizacionBorrador {
  [campo: string]: unknown;
  ramo: string;
  tipo: TipoDestinatario;
  clienteId: number | null;
  prospectoId: number | null;
  correo: string;
  status: StatusCotizacion;
  fecVencimiento: string;
  texto: string;
  vehiculos: VehiculoBorrador[];
  asegurados: AseguradoBorrador[];
  items: PropuestaBorrador[];
}

const ramoDe = (texto: string): RamoId | null => RAMO_IDS.find((r) => String(r) === texto) ?? null;

/** What a ramo starts with (spec 03 §4): one titular for Salud and Vida, one vehicle for Auto, a single empty proposal. */
function seccionesDeRamo(ramo: RamoId | null): Pick<CotizacionBorrador, 'vehiculos' | 'asegurados' | 'items'> {
  const visibles = camposDeRamo(ramo);
  return { vehiculos: visibles.vehiculo ? [vehiculoVacio()] : [], asegurados: visibles.asegurados ? [aseguradoVacio('titular')] : [], items: [propuestaVacia()] };
}

function valoresDe(cotizacion: Cotizacion | undefined): CotizacionBorrador {
  if (!cotizacion)
    return {
      ramo: '',
      tipo: 'cliente',
      clienteId: null,
      prospectoId: null,
      correo: '',
      status: STATUS_INICIAL,
      fecVencimiento: vencimientoPredeterminado(),
      texto: '',
      ...seccionesDeRamo(null),
    };
  return {
    ramo: String(cotizacion.ramo),
    tipo: cotizacion.prospectoId !== null ? 'prospecto' : 'cliente',
    clienteId: cotizacion.clienteId,
    prospectoId: cotizacion.prospectoId,
    correo: cotizacion.correo,
    status: cotizacion.status,
    fecVencimiento: cotizacion.fecVencimiento,
    texto: cotizacion.texto ?? '',
    vehiculos: cotizacion.vehiculos.map((v) => ({ ...v, clave: claveNueva() })),
    asegurados: cotizacion.asegurados.map((a) => ({ clave: claveNueva(), nombre: a.nombre, parentesco: a.parentesco, genero: a.genero, fecNacimiento: a.fecNacimiento ?? '' })),
    items: cotizacion.items.map(propuestaDeItem),
  };
}

/** The same validation the server runs, on what the form would send. */
const validar = (b: CotizacionBorrador) => validarCotizacion({ ...b, items: b.items.map(propuestaAEnviar) });

const hoy = () => new Date(`${hoyEnMexico()}T00:00:00`);
const enCincoAnos = () => new Date(`${Number(hoyEnMexico().slice(0, 4)) + 5}-12-31T00:00:00`);

interface CotizacionFormProps {
  cotizacion?: Cotizacion;
  onGuardada: (id: number) => void;
  onCancelar: () => void;
}

/**
 * The quotation form 'Nueva cotización' (spec 03 §4, §5): sections by ramo, the ramo locked once
 * saved (changing it on a new one resets insureds, vehicle and proposals), Enter does not submit,
 * and Guardar waits for a ramo and for every insured's name, relationship and gender.
 */
export function CotizacionForm({ cotizacion, onGuardada, onCancelar }: CotizacionFormProps) {
  const borrador = useBorrador(() => valoresDe(cotizacion), validar);
  const { valores, setValores } = borrador;
  const ramo = ramoDe(valores.ramo);
  const visibles = camposDeRamo(ramo);
  const form = parteDe(borrador, '', valores, setValores, cotizacionSchema);
  const [guardar, { isLoading }] = useGuardarCotizacionMutation();
  const { rechazo, intentar } = useGuardado();

  const elegirRamo = (texto: string) => setValores({ ...valores, ramo: texto, ...seccionesDeRamo(ramoDe(texto)) });
  // The recipient's e-mail fills 'Correo', and a new recipient replaces it; one the user typed stays.
  const [leerCorreo] = useLazyCorreoDeDestinatarioQuery();
  const [sugerido, setSugerido] = useState('');
  // Only the last recipient's answer counts, whatever order the answers arrive in.
  const ultimaLectura = useRef(0);
  const elegirDestinatario = (tipo: TipoDestinatario, id: number | null) => {
    const lectura = ++ultimaLectura.current;
    const elegido = { ...valores, tipo, clienteId: tipo === 'cliente' ? id : null, prospectoId: tipo === 'prospecto' ? id : null };
    if (valores.correo !== '' && valores.correo !== sugerido) return setValores(elegido);
    setValores({ ...elegido, correo: '' });
    setSugerido('');
    if (id === null) return;
    void leerCorreo(tipo === 'cliente' ? { clienteId: id } : { prospectoId: id })
      .unwrap()
      .then(({ correo }) => {
        if (!correo || lectura !== ultimaLectura.current) return;
        setSugerido(correo);
        setValores((actuales) => (actuales.correo === '' ? { ...actuales, correo } : actuales));
      })
      .catch(() => undefined);
  };

  const enviar = borrador.enviar((datos) =>
    intentar(async () => {
      const { body, message } = await guardar({ ...datos, id: cotizacion?.id ?? null }).unwrap();
      showToast(message || M.guardada, Intent.SUCCESS);
      onGuardada(body.id);
    }, M.errorAlGuardar),
  );

  return (
    <form onSubmit={enviar} onKeyDown={sinEnter} noValidate aria-label="Cotización">
      <AvisoDeRechazo mensaje={rechazo} />
      <div className="cartera-form-row">
        <SelectField
          form={form}
          name="ramo"
          label="Ramo"
          vacia={cotizacion ? undefined : 'Selecciona'}
          disabled={cotizacion !== undefined}
          opciones={RAMO_IDS.map((r) => ({ value: String(r), label: NOMBRE_RAMO[r] }))}
          onChange={(e) => elegirRamo(e.currentTarget.value)}
        />
        <SelectField form={form} name="status" label="Estatus" opciones={statusOfrecidos(cotizacion?.status ?? null).map((s) => ({ value: s, label: NOMBRE_STATUS[s] }))} />
      </div>
      <DestinatarioCampo
        id={borrador.idDe('clienteId')}
        tipo={valores.tipo}
        destinatarioId={valores.tipo === 'cliente' ? valores.clienteId : valores.prospectoId}
        onChange={elegirDestinatario}
        error={borrador.errorDe('clienteId') ?? borrador.errorDe('prospectoId')}
      />
      <div className="cartera-form-row">
        <TextField form={form} name="correo" label="Correo" type="email" />
        <FechaField form={form} name="fecVencimiento" label="Fecha de vencimiento" minDate={hoy()} maxDate={enCincoAnos()} />
      </div>
      {visibles.texto && <TextAreaField form={form} name="texto" label="Detalle del bien" />}
      {visibles.vehiculo && <VehiculosEditor borrador={borrador} vehiculos={valores.vehiculos} onChange={(vehiculos) => setValores({ ...valores, vehiculos })} />}
      {visibles.asegurados && <AseguradosEditor borrador={borrador} asegurados={valores.asegurados} onChange={(asegurados) => setValores({ ...valores, asegurados })} />}
      {ramo !== null && <PropuestasEditor borrador={borrador} ramo={ramo} propuestas={valores.items} onChange={(items) => setValores({ ...valores, items })} />}
      <div className="cartera-form-actions">
        <Button text="Cancelar" onClick={onCancelar} />
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          text="Guardar"
          loading={isLoading}
          disabled={ramo === null || (visibles.asegurados && aseguradosIncompletos(valores.asegurados))}
        />
      </div>
    </form>
  );
}
