import { aniosDeVehiculo, validarVehiculo } from '../../../shared/vehiculos.ts';
import { FormaPaso, type PasoProps } from './AccionesPaso.tsx';
import type { VehiculoBorrador } from './borrador.ts';
import { capturaActions } from './borradorSlice.ts';
import { CampoSelect, CampoTexto } from './CamposCaptura.tsx';
import { datosVehiculo } from './envioBorrador.ts';
import { useAppDispatch, useBorrador } from './useBorrador.ts';
import { useTocados } from './useTocados.ts';
import { VehiculoSuggest } from './VehiculoSuggest.tsx';
import { useAhora } from '../../../../../web/src/ui/useAhora.ts';

const mayusculas = (v: string) => v.toUpperCase();

/** Vehiculo (spec 02 §5 'Vehicle step'): year, description, serial number and plates. */
export function PasoVehiculo({ onAnterior, onContinuar }: PasoProps) {
  const ahora = useAhora();
  const b = useBorrador();
  const v = b.vehiculo;
  const dispatch = useAppDispatch();
  const validacion = validarVehiculo(datosVehiculo(b));
  const { errorDe, tocar } = useTocados(validacion.ok ? {} : validacion.errors);
  const cambiar = (cambios: Partial<VehiculoBorrador>) => dispatch(capturaActions.vehiculoCambiado(cambios));

  return (
    <FormaPaso titulo="Vehículo" deshabilitado={!validacion.ok} onEnviar={onContinuar} onAnterior={onAnterior}>
      <div className="captura-rejilla">
        <CampoSelect
          name="modelo"
          label="Modelo"
          value={v.modelo}
          vacio={false}
          opciones={aniosDeVehiculo(ahora).map((anio) => ({ value: anio, label: String(anio) }))}
          onChange={(anio) => cambiar({ modelo: Number(anio) })}
        />
        <VehiculoSuggest descripcion={v.descripcion} modelo={v.modelo} onCambiar={cambiar} error={errorDe('descripcion')} onBlur={tocar('descripcion')} />
        <CampoTexto
          name="noSerie"
          label="No. de Serie"
          value={v.noSerie}
          maxLength={17}
          onChange={(noSerie) => cambiar({ noSerie: mayusculas(noSerie) })}
          error={errorDe('noSerie')}
          onBlur={tocar('noSerie')}
        />
        <CampoTexto
          name="placas"
          label="Placas"
          labelInfo="(opcional)"
          value={v.placas}
          maxLength={10}
          onChange={(placas) => cambiar({ placas: mayusculas(placas) })}
          error={errorDe('placas')}
          onBlur={tocar('placas')}
        />
      </div>
    </FormaPaso>
  );
}
