import { Card, Intent, Switch } from '@blueprintjs/core';
import { SettingsPage } from '../../../../web/src/ui/SettingsPage.tsx';
import { AvisoDeRechazo } from '../../../../web/src/ui/AvisoDeRechazo.tsx';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import { useGuardado } from '../../../../web/src/ui/useGuardado.ts';
import { TEXTOS_AGENDA as T } from '../../shared/agenda-mensajes.ts';
import type { AjusteSemanal } from '../../shared/ajuste-semanal.ts';
import { useAjusteSemanalQuery, useGuardarAjusteSemanalMutation } from '../agenda.api.ts';

/** /configuracion/reporte-semanal: the agent turns the Monday e-mail of the weekly report on or off (ADR 027). */
export default function AjusteSemanalPage() {
  const result = useAjusteSemanalQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <SettingsPage title={T.tituloAjuste} result={result}>
      {(ajuste) => <Interruptor ajuste={ajuste} />}
    </SettingsPage>
  );
}

function Interruptor({ ajuste }: { ajuste: AjusteSemanal }) {
  const [guardar, { isLoading }] = useGuardarAjusteSemanalMutation();
  const { rechazo, intentar } = useGuardado();
  const cambiar = (activo: boolean) =>
    intentar(async () => {
      const { message } = await guardar({ activo }).unwrap();
      showToast(message, Intent.SUCCESS);
    });
  return (
    <Card className="cartera-form-card">
      <AvisoDeRechazo mensaje={rechazo} />
      <Switch large label={T.ajusteEtiqueta} checked={ajuste.activo} disabled={isLoading} onChange={(e) => void cambiar(e.currentTarget.checked)} />
      {ajuste.correo && <p>{T.ajusteDestino(ajuste.correo)}</p>}
    </Card>
  );
}
