import { PaginaClasica } from '../components/PaginaClasica.tsx';
import { useListaPolizas } from '../components/listasPorVencer.tsx';
import '../cobranza.css';

/** /renovaciones-clasic: the renewals' classic layout, policies not yet renewed (spec 02 §2.7, §7). */
export default function RenovacionesClasicaPage() {
  return <PaginaClasica {...useListaPolizas('/renovaciones-clasic', true)} otraVista={{ ruta: '/renovaciones', texto: 'Vista nueva' }} />;
}
