import { PaginaClasica } from '../components/PaginaClasica.tsx';
import { useListaRecibos } from '../components/listasPorVencer.tsx';
import '../cobranza.css';

/** /cxc-clasic: the collections' classic layout (spec 02 §2.6). */
export default function CobranzaClasicaPage() {
  return <PaginaClasica {...useListaRecibos()} otraVista={{ ruta: '/cxc', texto: 'Vista nueva' }} />;
}
