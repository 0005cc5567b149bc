import { PaginaPorVencer } from '../components/PaginaPorVencer.tsx';
import { useListaRecibos } from '../components/listasPorVencer.tsx';
import '../cobranza.css';

/** /cxc 'Cobranza' (spec 02 §2.6): the receipts to collect by days to due. */
export default function CobranzaPage() {
  return <PaginaPorVencer {...useListaRecibos()} otraVista={{ ruta: '/cxc-clasic', texto: 'Vista clásica' }} />;
}
