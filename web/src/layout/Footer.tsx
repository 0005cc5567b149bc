import { useApiInfo } from '../api/apiInfo.ts';
import { useAhora } from '../ui/useAhora.ts';

export function Footer() {
  const ahora = useAhora();
  const data = useApiInfo();
  return (
    <footer className="cartera-footer">
      <span>© {ahora.getFullYear()} Cartera</span>
      {data && <span>Versión {data.version}</span>}
    </footer>
  );
}
