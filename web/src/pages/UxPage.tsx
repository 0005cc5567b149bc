import { Button, Callout, Card, Checkbox, FormGroup, H1, H2, HTMLSelect, InputGroup, Intent, NumericInput, Radio, RadioGroup, Switch, Tag } from '@blueprintjs/core';
import { FloppyDiskIcon, SearchIcon, TrashIcon } from '@blueprintjs/icons';
import { useState, type FormEvent } from 'react';
import { centavos, formatDinero, formatFecha } from '../../../core/shared/format.ts';
import { EntradaDeFecha } from '../ui/EntradaDeFecha.tsx';
import { showToast } from '../ui/toaster.ts';

const RAMOS = ['Auto', 'Vida', 'Salud', 'Diversos'];
const FORMAS_DE_PAGO = ['Anual', 'Semestral', 'Trimestral', 'Mensual'];

/** /ux: every form control of the shell in the brand style, for checking look and feel. */
export default function UxPage() {
  const [prima, setPrima] = useState('1234.5');
  const [fecha, setFecha] = useState<string | null>('2024-01-05');
  const [formaDePago, setFormaDePago] = useState(FORMAS_DE_PAGO[0]);
  const primaCentavos = centavos(prima);

  function guardar(event: FormEvent) {
    event.preventDefault();
    showToast('Guardado exitosamente', Intent.SUCCESS);
  }

  return (
    <form className="cartera-ux" onSubmit={guardar}>
      <H1>Muestra de controles</H1>

      <Card className="cartera-ux-section">
        <H2>Texto</H2>
        <FormGroup label="Nombre del cliente" labelFor="ux-nombre" labelInfo="(requerido)">
          <InputGroup id="ux-nombre" placeholder="Ej. María López Hernández" required autoFocus />
        </FormGroup>
        <FormGroup label="Buscar póliza" labelFor="ux-buscar">
          <InputGroup id="ux-buscar" type="search" leftIcon={<SearchIcon />} placeholder="Número de póliza" />
        </FormGroup>
        <FormGroup label="RFC" labelFor="ux-rfc" helperText="Campo deshabilitado">
          <InputGroup id="ux-rfc" value="LOHM800101AB1" disabled readOnly />
        </FormGroup>
      </Card>

      <Card className="cartera-ux-section">
        <H2>Dinero y fechas</H2>
        <FormGroup
          label="Prima neta"
          labelFor="ux-prima"
          helperText={Number.isNaN(primaCentavos) ? 'Escribe un importe' : formatDinero(primaCentavos)}
          intent={Number.isNaN(primaCentavos) ? Intent.DANGER : Intent.NONE}
        >
          <NumericInput
            id="ux-prima"
            value={prima}
            onValueChange={(_, valueAsString) => setPrima(valueAsString)}
            leftElement={<span className="cartera-ux-currency">$</span>}
            min={0}
            stepSize={100}
            minorStepSize={0.01}
            allowNumericCharactersOnly
            buttonPosition="none"
            fill
          />
        </FormGroup>
        <FormGroup label="Fecha de emisión" labelFor="ux-fecha" helperText={fecha ? `Se envía como ${fecha.slice(0, 10)}` : 'dd/mm/aaaa'}>
          <EntradaDeFecha value={fecha} onChange={setFecha} showActionsBar inputProps={{ id: 'ux-fecha' }} fill />
        </FormGroup>
        <p className="cartera-ux-note">{fecha ? `Vigencia desde el ${formatFecha(fecha)}` : 'Sin fecha de emisión'}</p>
      </Card>

      <Card className="cartera-ux-section">
        <H2>Selección</H2>
        <FormGroup label="Ramo" labelFor="ux-ramo">
          <HTMLSelect id="ux-ramo" options={RAMOS} fill />
        </FormGroup>
        <RadioGroup label="Forma de pago" name="ux-forma-de-pago" selectedValue={formaDePago} onChange={(event) => setFormaDePago(event.currentTarget.value)} inline>
          {FORMAS_DE_PAGO.map((forma) => (
            <Radio key={forma} label={forma} value={forma} />
          ))}
        </RadioGroup>
        <Checkbox label="Enviar recordatorio por correo" defaultChecked />
        <Switch label="Póliza vigente" defaultChecked />
      </Card>

      <Card className="cartera-ux-section">
        <H2>Botones y avisos</H2>
        <div className="cartera-ux-buttons">
          <Button type="submit" intent={Intent.PRIMARY} icon={<FloppyDiskIcon />} text="Guardar" />
          <Button text="Cancelar" />
          <Button variant="minimal" intent={Intent.PRIMARY} text="Ver detalle" />
          <Button variant="outlined" intent={Intent.PRIMARY} text="Exportar" />
          <Button intent={Intent.DANGER} icon={<TrashIcon />} text="Eliminar" />
          <Button intent={Intent.PRIMARY} text="Guardando" aria-label="Guardando" loading />
          <Button intent={Intent.PRIMARY} text="Deshabilitado" disabled />
        </div>
        <div className="cartera-ux-tags">
          <Tag intent={Intent.SUCCESS}>Vigente</Tag>
          <Tag intent={Intent.WARNING}>Por vencer</Tag>
          <Tag intent={Intent.DANGER}>Cancelada</Tag>
          <Tag>Pendiente</Tag>
        </div>
        <Callout intent={Intent.SUCCESS} title="Guardado exitosamente" compact />
        <Callout intent={Intent.DANGER} title="Error al guardar" compact />
        <Callout intent={Intent.WARNING} title="Tu suscripción está por vencer" compact />
      </Card>
    </form>
  );
}
