import { Button, Intent } from '@blueprintjs/core';
import { PersonIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { rfcPersonaFisica, rfcPersonaMoral } from '../../../../core/shared/mx/rfc.ts';
import { PluginDialog } from '../../../../web/src/plugins/PluginDialog.tsx';
import { Puede } from '../../../../web/src/session/Puede.tsx';
import { mensajeDeFallo } from '../../../../web/src/ui/mensajes.ts';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import type { CapturaClienteParams, Cliente } from '../../../clientes/shared/clientes.ts';
import { MENSAJES_PROSPECTOS as M } from '../../shared/mensajes.ts';
import type { Prospecto } from '../../shared/prospectos.ts';
import { useConvertirProspectoMutation } from '../api.ts';

/** The client form starts with what the prospect already says (its names as the clients form names them), and the RFC the SAT would compute. */
function inicialDe(p: Prospecto): CapturaClienteParams {
  const rfc = p.fiscal === 'moral' ? rfcPersonaMoral({ razonSocial: p.nombres, fecRegistro: p.fecRegistro }) : rfcPersonaFisica(p);
  const valores = {
    rfc,
    fiscal: p.fiscal,
    nombres: p.nombres,
    apPat: p.apPat,
    apMat: p.apMat,
    fecNacimiento: p.fecNacimiento,
    sexo: p.sexo,
    edoCivil: p.edoCivil,
    fecRegistro: p.fecRegistro,
    'celular.numero': p.telefono,
    'correo.correo': p.email,
  };
  return { inicial: Object.fromEntries(Object.entries(valores).filter(([, v]) => v)) };
}

/**
 * Beyond the spec (issue 15): 'Convertir en cliente' opens the clients plugin's own 'Captura de
 * Cliente' prefilled from the prospect (docs/adr/014-web-contribuciones.md); once the client is saved
 * the prospect is linked to it, its log moves along, and the user lands on the new client.
 */
export function ConvertirEnCliente({ prospecto }: { prospecto: Prospecto }) {
  const navigate = useNavigate();
  const [abierto, setAbierto] = useState(false);
  const [convertir, { isLoading }] = useConvertirProspectoMutation();

  async function alGuardarCliente(cliente: Cliente) {
    setAbierto(false);
    try {
      const { message } = await convertir({ id: prospecto.id, clienteId: cliente.id }).unwrap();
      showToast(message || M.convertido, Intent.SUCCESS);
    } catch (error) {
      showToast(`${M.errorAlConvertir}: ${mensajeDeFallo(error, M.errorAlConvertir)}`, Intent.DANGER);
    }
    navigate(`/clientes/${cliente.id}`);
  }

  return (
    <Puede permiso="PROSPECTOS_W">
      <Puede permiso="CLIENTES_W">
        <Button intent={Intent.SUCCESS} icon={<PersonIcon />} text="Convertir en cliente" loading={isLoading} onClick={() => setAbierto(true)} />
        <PluginDialog<Cliente, CapturaClienteParams>
          id="clientes.captura"
          isOpen={abierto}
          params={inicialDe(prospecto)}
          onClose={() => setAbierto(false)}
          onDone={(cliente) => void alGuardarCliente(cliente)}
        />
      </Puede>
    </Puede>
  );
}
