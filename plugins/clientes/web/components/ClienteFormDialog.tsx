import { Intent } from '@blueprintjs/core';
import type { WebDialogProps } from '../../../../web/src/plugins/contract.ts';
import { ERROR_AL_CARGAR } from '../../../../web/src/ui/mensajes.ts';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import { CAMPOS_INICIALES, type Cliente } from '../../shared/clientes.ts';
import { useLazyClienteQuery } from '../api.ts';
import { ClienteForm } from './ClienteForm.tsx';
import '../clientes.css';

/** The caller's prefill (params.inicial): only the known fields, only text; anything else is ignored. */
function inicialDe(params: unknown): Record<string, string> {
  const inicial = (params as { inicial?: unknown } | undefined)?.inicial;
  if (!inicial || typeof inicial !== 'object') return {};
  return Object.fromEntries(
    CAMPOS_INICIALES.flatMap((campo) => {
      const valor = (inicial as Record<string, unknown>)[campo];
      return typeof valor === 'string' ? [[campo, valor]] : [];
    }),
  );
}

/**
 * 'Captura de Cliente' as a modal (spec 02 §2.9), contributed as the dialog 'clientes.captura': it
 * captures a new client and, instead of navigating to its detail, hands the saved client (as
 * GET /clientes/{id} answers it) to the plugin that opened it, e.g. a policy's contratante selector.
 * `params.inicial` (CapturaClienteParams) prefills the form, e.g. with a prospect's data.
 */
export default function ClienteFormDialog({ onClose, onDone, params }: WebDialogProps<Cliente>) {
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

  return <ClienteForm cliente={null} inicial={inicialDe(params)} onGuardado={(id) => void alGuardar(id)} onCancelar={onClose} />;
}
