import { Intent } from '@blueprintjs/core';
import type { WebDialogProps } from '../../../../web/src/plugins/contract.ts';
import { ERROR_AL_CARGAR } from '../../../../web/src/ui/mensajes.ts';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import type { Cliente } from '../../shared/clientes.ts';
import { useLazyClienteQuery } from '../api.ts';
import { ClienteForm } from './ClienteForm.tsx';
import '../clientes.css';

/**
 * 'Captura de Cliente' as a modal (spec 02 §2.9), contributed as the dialog 'clientes.captura': it
 * captures a new client and, instead of navigating to its detail, hands the saved client (as
 * GET /clientes/{id} answers it) to the plugin that opened it, e.g. a policy's contratante selector.
 */
export default function ClienteFormDialog({ onClose, onDone }: WebDialogProps<Cliente>) {
  const [leer] = useLazyClienteQuery();

  async function alGuardar(id: number) {
    try {
      onDone(await leer(id).unwrap());
    } catch {
      // Saved, yet not read back: the caller gets nothing and the client is on /clientes.
      showToast(ERROR_AL_CARGAR, Intent.DANGER);
      onClose();
    }
  }

  return <ClienteForm cliente={null} onGuardado={(id) => void alGuardar(id)} onCancelar={onClose} />;
}
