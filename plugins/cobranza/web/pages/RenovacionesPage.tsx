import { PaginaPorVencer } from '../components/PaginaPorVencer.tsx';
import { useListaPolizas } from '../components/listasPorVencer.tsx';
import '../cobranza.css';

/** /renovaciones 'Renovaciones' (spec 02 §2.7): vigente policies by days to the end of their validity. */
export default function RenovacionesPage() {
  return <PaginaPorVencer {...useListaPolizas('/renovaciones', false)} otraVista={{ ruta: '/renovaciones-clasic', texto: 'Vista clásica' }} />;
}
