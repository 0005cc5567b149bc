import { Button, Card, H2, Intent } from '@blueprintjs/core';
import { FloppyDiskIcon } from '@blueprintjs/icons';
import { TextField, useSchemaForm } from '../../../../web/src/ui/forms.tsx';
import { SettingsPage } from '../../../../web/src/ui/SettingsPage.tsx';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import { CAMPOS_EMPRESA, empresaSchema, MENSAJES_EMPRESA, type Empresa, type EmpresaDatos } from '../../shared/empresas.ts';
import { useEmpresaQuery, useGuardarEmpresaMutation } from '../api.ts';
import { LogoField } from '../components/LogoField.tsx';
import { mensajeDeFallo } from '../../../../web/src/ui/mensajes.ts';
import '../catalogos.css';

type EmpresaValues = Record<(typeof CAMPOS_EMPRESA)[number], string>;

const REDES = [
  { name: 'facebook', label: 'Facebook', placeholder: 'https://facebook.com/tu-agencia' },
  { name: 'youtube', label: 'YouTube', placeholder: 'https://youtube.com/@tu-agencia' },
  { name: 'tiktok', label: 'TikTok', placeholder: 'https://tiktok.com/@tu-agencia' },
  { name: 'twitter', label: 'Twitter', placeholder: 'https://twitter.com/tu-agencia' },
  { name: 'web', label: 'Sitio web', placeholder: 'https://tu-agencia.mx' },
] as const;

/** /configuracion/empresa (spec 03 §2, §5): the agency's data, logo and social links, shown on quotations. */
export default function EmpresaPage() {
  const result = useEmpresaQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <SettingsPage title="Empresa" result={result}>
      {(data) => <EmpresaForm empresa={data} />}
    </SettingsPage>
  );
}

function EmpresaForm({ empresa }: { empresa: Empresa }) {
  const [guardar, { isLoading }] = useGuardarEmpresaMutation();
  const form = useSchemaForm<EmpresaValues, EmpresaDatos>(empresaSchema, () => Object.fromEntries(CAMPOS_EMPRESA.map((c) => [c, empresa[c] ?? ''])) as EmpresaValues);

  const submit = form.handleSubmit(async (datos) => {
    try {
      const { message } = await guardar({ ...datos, rfc: datos.rfc?.toUpperCase() ?? null }).unwrap();
      showToast(message || MENSAJES_EMPRESA.guardada, Intent.SUCCESS);
    } catch (e) {
      showToast(mensajeDeFallo(e, 'Error al guardar'), Intent.DANGER);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Card className="cartera-form-card">
        <H2 className="cartera-form-section-title">Datos de la empresa</H2>
        <div className="cartera-form-row">
          <TextField form={form} name="razonSocial" label="Razón social" autoComplete="organization" />
          <TextField form={form} name="rfc" label="RFC" autoComplete="off" maxLength={13} normalize={(value) => value.toUpperCase().replace(/\s/g, '')} />
        </div>
        <TextField form={form} name="direccion" label="Dirección" autoComplete="street-address" />
        <div className="cartera-form-row">
          <TextField form={form} name="tel1" label="Teléfono principal" type="tel" autoComplete="tel" normalize={(value) => value.replace(/[\s()-]/g, '')} />
          <TextField form={form} name="tel2" label="Segundo teléfono" type="tel" autoComplete="off" normalize={(value) => value.replace(/[\s()-]/g, '')} />
        </div>
        <div className="cartera-form-row">
          <TextField form={form} name="correo1" label="Correo principal" type="email" autoComplete="email" />
          <TextField form={form} name="correo2" label="Segundo correo" type="email" autoComplete="off" />
        </div>
        <LogoField form={form} />
      </Card>
      <Card className="cartera-form-card">
        <H2 className="cartera-form-section-title">Redes sociales</H2>
        <div className="cartera-form-row">
          {REDES.map((red) => (
            <TextField key={red.name} form={form} name={red.name} label={red.label} type="url" placeholder={red.placeholder} autoComplete="off" />
          ))}
        </div>
      </Card>
      <div className="cartera-form-actions">
        <Button type="submit" intent={Intent.PRIMARY} icon={<FloppyDiskIcon />} text="Guardar" loading={isLoading} />
      </div>
    </form>
  );
}
